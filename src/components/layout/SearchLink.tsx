import { buildPath } from '../../routing/build-path.js';
import { Icon } from '../icons/Icon.js';
import { useLocale, useT } from '../site-context.js';

/** The header's entry to the search page. */
export function SearchLink() {
  const locale = useLocale();
  const t = useT();
  return (
    <a href={buildPath('search', locale)} className="header-link search-link">
      <Icon group="ui" name="search" />
      {t('nav.search')}
    </a>
  );
}
