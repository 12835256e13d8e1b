import { describe, expect, it } from 'vitest';
import { collectionRecordTypes, routeAddressing } from '../../../src/content-model/model/record-types.js';
import { buildPath } from '../../../src/routing/build-path.js';
import { itemId } from '../../support/content-ids.js';
import { contentRecords, field, isBuilt, loadPage, LOCALES, present, slugOf } from './support.js';

/** Where each kind of embedded block renders, by its `_type` in the content files. */
const blockSelectors: Record<string, [element: string, content: string]> = {
  image_block: ['figure.block-image', 'img'],
  video_block: ['figure.block-video', 'video'],
  quote_block: ['figure.quote', 'blockquote'],
  cta_block: ['aside.cta', 'h2'],
};

describe('structured text bodies', () => {
  it('render their embedded blocks, and their record links resolve to built pages', async () => {
    let checked = 0;
    for (const { model, route } of collectionRecordTypes.filter((type) => routeAddressing(type.route) === 'slug')) {
      for (const record of await contentRecords(model)) {
        for (const locale of LOCALES) {
          const body = field<{ blocks?: { id: string; _type: string }[] }>(record, 'body', locale);
          const slug = field(record, 'slug', locale);
          if (!slug || !body?.blocks?.length) continue;
          const path = buildPath(route, locale, { slug });
          const $ = await loadPage(path);
          for (const block of body.blocks) {
            const [element, content] = blockSelectors[block._type] ?? ['none', 'none'];
            // A block's element is named by the id the content service answers for it (an opaque DatoCMS id).
            expect(
              $(`main .prose ${element}[id="${itemId(block.id)}"] ${content}`).length,
              `${path}: ${block.id}`,
            ).toBe(1);
            checked += 1;
          }
          $('main .prose a[href^="/"]').each((_, a) =>
            expect(isBuilt($(a).attr('href') ?? ''), `${path} → ${$(a).attr('href')}`).toBe(true),
          );
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('render headings, lists, quotes and links as HTML elements', async () => {
    const news = present(
      (await contentRecords('single_news')).find((record) => /\n## /.test(String(field(record, 'body', 'fr')))),
      'a news article with a heading',
    );
    const $ = await loadPage(buildPath('business-intelligence-news-slug', 'fr', { slug: slugOf(news, 'fr') }));
    expect($('main .prose h2').length).toBeGreaterThan(0);
    expect($('main .prose ul li, main .prose ol li').length).toBeGreaterThan(0);
  });
});
