import { useEffect, useRef } from 'react';
import { Icon } from '../icons/Icon.js';
import { SEARCH_MAX_LENGTH } from './search-max-length.js';
import { useT } from '../site-context.js';

/**
 * The search box: a GET form to the search page (`?q=`), so it works before and without JavaScript; once the page's
 * search runs, typing searches as it goes and submitting stays on the page.
 */
export function SearchForm({
  action,
  query,
  onQuery,
  enhanced,
}: {
  action: string;
  query: string;
  onQuery(query: string): void;
  enhanced: boolean;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  // Text typed before the page's code ran is in the field but not in the page's state (React hydrates over it without
  // an event, and its next render would clear it): hand it to the page once, when the form mounts.
  // biome-ignore lint/correctness/useExhaustiveDependencies(onQuery): once, when the form mounts
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '') onQuery(typed.slice(0, SEARCH_MAX_LENGTH));
  }, []);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role; the <search> element is too recent
    <form
      role="search"
      action={action}
      method="get"
      className="search-form"
      onSubmit={(event) => {
        if (enhanced) event.preventDefault();
      }}
    >
      <label htmlFor="search-query">{t('search.label')}</label>
      <div className="search-field">
        <input
          ref={input}
          id="search-query"
          type="search"
          name="q"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => onQuery(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
        />
        <button type="submit" className="button button--navy-900">
          <Icon group="ui" name="search" />
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
