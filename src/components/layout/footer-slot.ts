import { createContext } from 'react';

/**
 * Set by a server render that splices in the footer it rendered once for the language (renderer/shared-footer.tsx):
 * the layout then renders FOOTER_SLOT instead of the footer. Unset everywhere else, the browser included.
 */
export const FooterSlotContext = createContext(false);

/** The element the layout renders in the footer's place, as renderToString writes it: replaced by the footer's markup. */
export const FOOTER_SLOT = '<footer data-footer-slot=""></footer>';
