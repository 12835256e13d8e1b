import { createContext } from 'react';

/**
 * Set by a server render that splices in the footer it rendered once for the language (renderer/shared-footer.tsx):
 * the layout then renders a footer element marked with FOOTER_SLOT_ATTRIBUTE instead of the footer. Unset everywhere
 * else, the browser included.
 */
export const FooterSlotContext = createContext(false);

export const FOOTER_SLOT_ATTRIBUTE = 'data-footer-slot';

/** The slot's element as renderToString writes it: what the footer's markup replaces. */
export const FOOTER_SLOT = `<footer ${FOOTER_SLOT_ATTRIBUTE}=""></footer>`;
