import type { SimpleDetailData } from '../components/templates/SimpleDetailPage.js';
import { detailPages } from './detail-pages.js';
import { pageContent } from './page-content.js';
import type { CollectionModel, TemplateModel } from '../content/content-documents.js';

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
