import { createContext, useContext } from 'react';
import type { Locale } from '../config/locales.js';
import { translate, type MessageKey } from '../i18n/messages.js';
import type { SiteData } from '../runtime/site-data.js';
import type { PagePayload } from '../runtime/payload.js';

export interface SiteContextValue {
  site: SiteData;
  payload: PagePayload;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() needs a <SiteContext.Provider>');
  return value;
}

export function useLocale(): Locale {
  return useSite().site.locale;
}

/** The translate function bound to the page's language. */
export function useT(): (key: MessageKey, values?: Record<string, string | number>) => string {
  const locale = useLocale();
  return (key, values) => translate(locale, key, values);
}
