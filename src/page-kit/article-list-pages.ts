import type { RouteName } from '../routing/routes.js';
import { articleCard, CARD_FIELDS } from './cards.js';
import { PAGE_SIZES } from './paginate.js';
import { streamedHubPages } from './paginated-hub.js';
import { shelvedCards } from './shelved-cards.js';
import type { SingletonDocument } from '../content/content-data.js';
import type { DocumentOf, TemplateModel } from '../content/content-documents.js';

/**
 * A paginated list of articles, latest first (news, case studies), worked out a page at a time: the articles are read
 * a page of records at a time and their cards kept on disk (`shelvedCards`), ordered by date.
 */
export function articleListPages({
  document,
  hub,
  listRoute,
  pageRoute,
}: {
  document: DocumentOf<TemplateModel<'article'>>;
  hub: SingletonDocument;
  listRoute: RouteName;
  pageRoute: RouteName;
}) {
  return streamedHubPages({
    document: hub,
    pageSize: PAGE_SIZES.articles,
    listRoute,
    pageRoute,
    list: async (context) => {
      async function* cards() {
        for await (const records of context.queryPages(document, 'items', CARD_FIELDS)) yield records.map(articleCard);
      }
      return { items: await shelvedCards(cards(), (card) => card.date ?? '', (a, b) => b.localeCompare(a)) };
    },
    extend: (entry) => entry,
  });
}
