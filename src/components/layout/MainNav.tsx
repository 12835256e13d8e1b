import { useSite, useT } from '../site-context.js';
import { MenuLinks } from './MenuLinks.js';

/** The main navigation from the content (`layout.mainMenu`), marking the current page or section. */
export function MainNav() {
  const { site } = useSite();
  const t = useT();
  return (
    <nav aria-label={t('a11y.mainNavigation')} className="main-nav">
      <MenuLinks links={site.layout.mainMenu} />
    </nav>
  );
}
