import { buildPath } from '../../routing/build-path.js';
import { LinkBlock } from '../links/LinkBlock.js';
import { useSite, useT } from '../site-context.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';

export function Header() {
  const { site } = useSite();
  const t = useT();
  return (
    <header className="site-header">
      <a href={buildPath('index', site.locale)} className="logo" aria-label={t('a11y.home')}>
        {site.siteName}
      </a>
      <nav aria-label={t('a11y.mainNavigation')} className="main-nav">
        <ul>
          {site.layout.mainMenu.map((link) => (
            <li key={link.id}>
              <LinkBlock link={link} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="header-tools">
        <a href={buildPath('search', site.locale)} className="search-link">
          {t('nav.search')}
        </a>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
