import { Button } from '../button/Button.js';
import { useSite, useT } from '../site-context.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { Logo } from './Logo.js';
import { MainNav } from './MainNav.js';
import { HeaderSearch } from './HeaderSearch.js';
import { useHydrated } from './use-hydrated.js';
import { useMobileMenu } from './use-mobile-menu.js';

const MENU_ID = 'site-menu';

/**
 * The site header: logo, main navigation, search entry and language switcher. Below 640 px the navigation collapses
 * behind a menu button where scripts run: from the first paint in browsers that support `@media (scripting)` (no
 * layout shift at hydration), else once hydrated (`data-enhanced`). Without JavaScript the navigation stays visible.
 * Given `sharedMarkup` (a server render of HeaderContents shared by the pages of a language with the same current
 * menu link: header-slot.ts), the element holds that markup instead of rendering its contents.
 */
export function Header({ sharedMarkup }: { sharedMarkup?: string | null }) {
  const enhanced = useHydrated();
  const attributes = { className: 'site-header', 'data-enhanced': enhanced ? '' : undefined };
  return sharedMarkup == null ? (
    <header {...attributes}>
      <HeaderContents />
    </header>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: this site's own server render of HeaderContents
    <header {...attributes} dangerouslySetInnerHTML={{ __html: sharedMarkup }} />
  );
}

/**
 * What the header element holds. It reads the page in two places only: which menu link is current (its path) and where
 * the language switch leads (its other-language path); shared-header.tsx relies on that.
 */
export function HeaderContents() {
  const { site, payload } = useSite();
  const t = useT();
  const menu = useMobileMenu(payload.path);
  return (
    <div className="site-header__inner">
      <Logo locale={site.locale} siteName={site.siteName} />
      <Button
        ref={menu.button}
        className="menu-toggle"
        theme="outline"
        icon={{ group: 'ui', name: 'chevron' }}
        aria-expanded={menu.open}
        aria-controls={MENU_ID}
        onClick={menu.toggle}
      >
        {t('nav.menu')}
      </Button>
      <div id={MENU_ID} className="site-menu" data-open={menu.open ? '' : undefined}>
        <MainNav />
        <div className="header-tools">
          <HeaderSearch />
          <LanguageSwitcher />
        </div>
      </div>
    </div>
  );
}
