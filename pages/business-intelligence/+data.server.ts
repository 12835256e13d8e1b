import { translate } from '../../src/i18n/messages.js';
import { buildPath } from '../../src/routing/build-path.js';
import { articleCard } from '../../src/page-kit/cards.js';
import { hubEntry } from '../../src/page-kit/hub-entry.js';
import { loadSingleton } from '../../src/page-kit/singleton-entry.js';
import type { PageBuildContext } from '../../src/page-contract/page-module.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';
import type { PageData } from '../../src/page-kit/page-data.js';

/** How many of the latest items of each kind the hub shows. */
const LATEST = 3;
/** How many major cases the hub lists, latest first (a firm's handful of landmark files; not an archive). */
export const MAJOR_CASES_LISTED = 12;

/**
 * The business intelligence hub: the latest news and case studies (linking to their lists), and the major cases, each
 * collection sorted and cut by the content API (one request, whatever the collections' size).
 */
async function pages(context: PageBuildContext) {
  const [latest, newsHub, casesHub] = await Promise.all([
    context.query('business-intel-latest', { latest: LATEST, majorCases: MAJOR_CASES_LISTED }),
    loadSingleton(context, 'page-news-hub'),
    loadSingleton(context, 'page-cases-hub'),
  ]);
  const sections = [
    {
      id: 'news',
      heading: newsHub.title,
      items: latest.news.map(articleCard),
      more: { path: buildPath('business-intelligence-news', context.locale), title: newsHub.title },
    },
    {
      id: 'cases',
      heading: casesHub.title,
      items: latest.cases.map(articleCard),
      more: { path: buildPath('business-intelligence-cases', context.locale), title: casesHub.title },
    },
    {
      id: 'major-cases',
      heading: translate(context.locale, 'article.majorCases'),
      items: latest.majorCases.map(articleCard),
    },
  ].filter((section) => section.items.length > 0);
  return [await hubEntry(context, { document: 'page-business-intel', route: 'business-intelligence', sections })];
}

export const { paths, data } = computedPages(pages);

export type Data = PageData<typeof data>;
