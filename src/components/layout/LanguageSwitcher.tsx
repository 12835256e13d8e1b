import { locales, otherLocale } from '../../config/locales.js';
import { useSite, useT } from '../site-context.js';

/** Leads to the same page in the other language; the client stores the choice in the language cookie. */
export function LanguageSwitcher() {
  const { site, payload } = useSite();
  const t = useT();
  const target = otherLocale(site.locale);
  const href = payload.alternatePaths[target] ?? locales[target].prefix + '/';
  return (
    <a
      href={href}
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
