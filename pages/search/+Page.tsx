import { useEffect, useState, type ComponentType } from 'react';
import type { PageContent } from '../../src/page-contract/page-view.js';
import { MenuLinks } from '../../src/components/layout/MenuLinks.js';
import { PageIntro } from '../../src/components/page/PageIntro.js';
import type { SearchAppProps } from '../../src/components/search/SearchApp.js';
import { SearchForm } from '../../src/components/search/SearchForm.js';
import { queryStringToRoute } from '../../src/components/search/search-url.js';
import { useSite, useT } from '../../src/components/site-context.js';
import { buildPath } from '../../src/routing/build-path.js';

/**
 * The search page. Its HTML is useful on its own: a GET search form and the popular links (the main menu's). In the
 * browser it loads the search code (only this page pays for it) and searches as the visitor types, in the same box.
 */
export default function SearchPage({ data }: { data: { page: PageContent } }) {
  const { site } = useSite();
  const t = useT();
  const [query, setQuery] = useState('');
  const [App, setApp] = useState<ComponentType<SearchAppProps> | null>(null);

  useEffect(() => {
    const urlQuery = () => queryStringToRoute(window.location.search).q ?? '';
    const fromUrl = () => setQuery(urlQuery());
    // The URL's query, unless the visitor already typed one before the page's code ran (SearchForm hands it over).
    setQuery((typed) => typed || urlQuery());
    // Back and forward restore the query of that entry (InstantSearch restores its own state from the same URL).
    window.addEventListener('popstate', fromUrl);
    let current = true;
    import('../../src/components/search/SearchApp.js').then(
      (module) => current && setApp(() => module.SearchApp),
      (error: unknown) => console.error('[search] the search code failed to load; the form still works', error),
    );
    return () => {
      current = false;
      window.removeEventListener('popstate', fromUrl);
    };
  }, []);

  return (
    <article className="search-page">
      <PageIntro title={data.page.title} lead={data.page.intro} />
      <SearchForm action={buildPath('search', site.locale)} query={query} onQuery={setQuery} enhanced={App !== null} />
      <nav className="search-popular" aria-label={t('search.popular')}>
        <h2>{t('search.popular')}</h2>
        <MenuLinks links={site.layout.mainMenu} />
      </nav>
      <div className="search-app">{App ? <App site={site} query={query} /> : null}</div>
    </article>
  );
}
