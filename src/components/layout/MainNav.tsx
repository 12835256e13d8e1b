import { LinkBlock } from '../links/LinkBlock.js';
import { useSite, useT } from '../site-context.js';

/** The main navigation from the content (`layout.mainMenu`), marking the current page or section. */
export function MainNav() {
  const { site, payload } = useSite();
  const t = useT();
  return (
    <nav aria-label={t('a11y.mainNavigation')} className="main-nav">
      <ul>
        {site.layout.mainMenu.map((link) => (
          <li key={link.id}>
            <LinkBlock link={link} currentPath={payload.path} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
