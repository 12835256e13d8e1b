import { createContext } from 'react';

/**
 * Set by a server render that gives the pages of a language the header contents it rendered once for their current
 * menu link (renderer/server/shared-header.tsx): the markup, which the layout's header element then holds instead of
 * rendering them. Null everywhere else, the browser included.
 */
export const HeaderSlotContext = createContext<string | null>(null);
