import { createContext, useContext } from 'react';
import type { Locale } from '../config/locales.js';
import type { PageMessageKey, PageMessages } from '../i18n/page-messages.js';
import { translator, type Translate } from '../i18n/translator.js';
import type { SiteData } from '../page-contract/site-data.js';
import type { PagePayload } from '../page-contract/payload.js';

export interface SiteContextValue {
  site: SiteData;
  payload: PagePayload;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The interface messages of the page's language (the browser gets its own language's only: site-module.ts). */
export const MessagesContext = createContext<PageMessages | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() needs a <SiteContext.Provider>');
  return value;
}

export function useLocale(): Locale {
  return useSite().site.locale;
}

/** The translate function bound to the page's language. */
export function useT(): Translate<PageMessageKey> {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error('useT() needs a <MessagesContext.Provider>');
  return translator(messages);
}
