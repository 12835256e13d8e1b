import type { ArticlePageData } from '../components/templates/ArticlePage.js';
import type { PageEntry } from '../runtime/page-module.js';
import type { ArticleRecord } from './record-types.js';

/** An article's page: everything but its SEO and slug list, which the head and alternates already carry. */
export function articleEntry(record: ArticleRecord): Omit<PageEntry<ArticlePageData>, 'route' | 'params' | 'alternateParams'> {
  const { _seoMetaTags, _allSlugLocales, ...data } = record;
  return {
    data,
    title: record.title,
    description: record.excerpt,
    seo: _seoMetaTags,
    image: record.heroImage?.url,
    type: 'article',
  };
}
