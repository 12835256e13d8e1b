import type { CollectionModel, TemplateModel } from '../content-model/content-results.js';
import type { PageContent } from '../page-contract/page-view.js';
import { detailPages } from './detail-pages.js';
import { pageContent } from './page-content.js';

/** What a simple detail page shows: its record's title, intro, hero image and body. */
export type SimpleDetailData = PageContent;

/** One page per record of a collection made of title, intro, hero image and body (about pages, generic pages). */
export function simpleDetailPages(model: TemplateModel<'simple-page'> & CollectionModel) {
  return detailPages<typeof model, SimpleDetailData>(model, {
    entry: (record) => {
      const heroImage = 'heroImage' in record ? record.heroImage : null;
      return {
        data: pageContent({ ...record, heroImage }),
        title: record.title,
        description: record.intro,
        seo: record._seoMetaTags,
        image: heroImage?.url,
        search: { text: [record.body], image: heroImage },
      };
    },
  });
}
