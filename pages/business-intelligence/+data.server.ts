import { translate } from '../../src/i18n/messages.js';
import { buildPath } from '../../src/routing/build-path.js';
import { articleCard, byDateDesc, CARD_FIELDS } from '../../src/page-kit/cards.js';
import { hubEntry } from '../../src/page-kit/hub-entry.js';
import { loadSingleton } from '../../src/page-kit/singleton-entry.js';
import type { DocumentOf, TemplateModel } from '../../src/content/content-documents.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';
import { firstInOrder } from '../../src/page-kit/first-in-order.js';
import type { PageData } from '../../src/page-kit/page-data.js';

/** How many of the latest items of each kind the hub shows. */
const LATEST = 3;
/** How many major cases the hub lists, latest first (a firm's handful of landmark files; not an archive). */
export const MAJOR_CASES_LISTED = 12;

/**
 * The business intelligence hub: the latest news and case studies (linking to their lists), and the major cases, each
 * collection read a page at a time keeping only the latest few.
 */
async function pages(context: PageBuildContext) {
  const latest = async (document: DocumentOf<TemplateModel<'article'>>, count: number) =>
    (await firstInOrder(context.queryPages(document, 'items', CARD_FIELDS), count, byDateDesc)).map(articleCard);
  const [news, cases, majorCases, newsHub, casesHub] = await Promise.all([
    latest('news', LATEST),
    latest('cases-analyses', LATEST),
    latest('major-cases', MAJOR_CASES_LISTED),
    loadSingleton(context, 'page-news-hub'),
    loadSingleton(context, 'page-cases-hub'),
  ]);
  const sections = [
    {
      id: 'news',
      heading: newsHub.title,
      items: news,
      more: { path: buildPath('business-intelligence-news', context.locale), title: newsHub.title },
    },
    {
      id: 'cases',
      heading: casesHub.title,
      items: cases,
      more: { path: buildPath('business-intelligence-cases', context.locale), title: casesHub.title },
    },
    {
      id: 'major-cases',
      heading: translate(context.locale, 'article.majorCases'),
      items: majorCases,
    },
  ].filter((section) => section.items.length > 0);
  return [await hubEntry(context, { document: 'page-business-intel', route: 'business-intelligence', sections })];
}

export const { paths, data } = computedPages(pages);

export type Data = PageData<typeof data>;
