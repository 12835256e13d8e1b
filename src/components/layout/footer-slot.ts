import { createContext } from 'react';

/**
 * Set by a server render that gives every page of a language the footer it rendered once (renderer/server/shared-footer.tsx):
 * the markup of the footer's contents, which the layout's footer element then holds instead of rendering them. Null
 * everywhere else, the browser included.
 */
export const FooterSlotContext = createContext<string | null>(null);
