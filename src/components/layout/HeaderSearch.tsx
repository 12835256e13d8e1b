import { useEffect, useRef, type KeyboardEvent } from 'react';
import { buildPath } from '../../routing/build-path.js';
import { Icon } from '../icons/Icon.js';
import { SEARCH_MAX_LENGTH } from '../search/search-max-length.js';
import { useLocale, useSite, useT } from '../site-context.js';

const INPUT_ID = 'header-search-q';

/**
 * The header's entry to search: a disclosure (`<details>`, no script) holding a GET form that opens the search page
 * with the query typed (`/recherche/?q=…`), where the results show at once; with scripts or without. Where scripts
 * run, opening it puts the focus in the field, Escape closes it and gives the focus back to its summary, and a client
 * navigation closes it.
 */
export function HeaderSearch() {
  const locale = useLocale();
  const t = useT();
  const { payload } = useSite();
  const details = useRef<HTMLDetailsElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies(payload.path): the search closes on every navigation
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [payload.path]);

  const onToggle = () => {
    if (details.current?.open) document.getElementById(INPUT_ID)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector('summary')?.focus();
  };

  return (
    <details ref={details} className="header-search" onToggle={onToggle} onKeyDown={onKeyDown}>
      <summary className="header-link search-link">
        <Icon group="ui" name="search" />
        {t('nav.search')}
      </summary>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with the search role; the <search> element is too recent */}
      <form role="search" action={buildPath('search', locale)} method="get" className="header-search__form">
        <label htmlFor={INPUT_ID} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={INPUT_ID}
          type="search"
          name="q"
          required
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          autoComplete="off"
        />
        <button type="submit" className="button button--navy-900">
          {t('search.submit')}
        </button>
      </form>
    </details>
  );
}
