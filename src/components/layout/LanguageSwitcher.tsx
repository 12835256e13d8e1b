import { locales, otherLocale, type Locale } from '../../config/locales.js';
import type { PagePayload } from '../../page-contract/payload.js';
import { useSite, useT } from '../site-context.js';

/** Where the language switch of a page in `locale` leads: the page in the other language, else that language's home. */
export function languageSwitchHref(locale: Locale, alternatePaths: PagePayload['alternatePaths']): string {
  const target = otherLocale(locale);
  // biome-ignore lint/style/useTemplate: the concatenation the client chunk was built from; a template literal changes its bytes
  return alternatePaths[target] ?? locales[target].prefix + '/';
}

/** Leads to the same page in the other language; the client stores the choice in the language cookie. */
export function LanguageSwitcher() {
  const { site, payload } = useSite();
  const t = useT();
  const target = otherLocale(site.locale);
  return (
    <a
      href={languageSwitchHref(site.locale, payload.alternatePaths)}
      hrefLang={locales[target].iso}
      lang={locales[target].iso}
      className="header-link language-switcher"
      data-language-switch={target}
      aria-label={t('nav.languageSwitchLabel')}
    >
      {t('nav.languageSwitch')}
    </a>
  );
}
