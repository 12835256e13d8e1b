import { translate } from '../../src/i18n/messages.js';
import { buildPath } from '../../src/routing/build-path.js';
import { articleCard, byDateDesc, CARD_FIELDS } from '../../src/page-kit/cards.js';
import { hubEntry } from '../../src/page-kit/hub-entry.js';
import { loadSingleton } from '../../src/page-kit/singleton-entry.js';
import type { DocumentOf, TemplateModel } from '../../src/content/content-documents.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';
import type { PageData } from '../../src/page-kit/page-data.js';

/** How many of the latest items of each kind the hub shows. */
const LATEST = 3;
/** How many major cases the hub lists, latest first (a firm's handful of landmark files; not an archive). */
export const MAJOR_CASES_LISTED = 12;

/** The business intelligence hub: the latest news and case studies (linking to their lists), and the major cases. */
async function pages(context: PageBuildContext) {
  const latest = async (document: DocumentOf<TemplateModel<'article'>>) =>
    (await context.queryAll(document, 'items', CARD_FIELDS)).sort(byDateDesc).map(articleCard);
  const [news, cases, majorCases, newsHub, casesHub] = await Promise.all([
    latest('news'),
    latest('cases-analyses'),
    latest('major-cases'),
    loadSingleton(context, 'page-news-hub'),
    loadSingleton(context, 'page-cases-hub'),
  ]);
  const sections = [
    {
      id: 'news',
      heading: newsHub.title,
      items: news.slice(0, LATEST),
      more: { path: buildPath('business-intelligence-news', context.locale), title: newsHub.title },
    },
    {
      id: 'cases',
      heading: casesHub.title,
      items: cases.slice(0, LATEST),
      more: { path: buildPath('business-intelligence-cases', context.locale), title: casesHub.title },
    },
    {
      id: 'major-cases',
      heading: translate(context.locale, 'article.majorCases'),
      items: majorCases.slice(0, MAJOR_CASES_LISTED),
    },
  ].filter((section) => section.items.length > 0);
  return [await hubEntry(context, { document: 'page-business-intel', route: 'business-intelligence', sections })];
}

export const { paths, data } = computedPages(pages);

export type Data = PageData<typeof data>;
