import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentStore } from '../../../src/content-service/store/content-store.js';
import { asStructuredText } from '../../../src/content-service/store/field-values.js';
import { loadContent } from '../../../src/content-service/store/load-content.js';
import { itemId, uploadId } from '../../support/content-ids.js';
import { FIXTURE_DIR } from './fixture-copy.js';

let store: ContentStore;

beforeAll(async () => {
  store = await loadContent(FIXTURE_DIR);
});

describe('loadContent on a valid content folder', () => {
  it('indexes records by id and by model, blocks and uploads', () => {
    expect(store.records.size).toBe(14);
    expect(store.recordIdsByModel.get('single_news')).toEqual(
      ['news-draft-ai', 'news-fiscal-2025', 'news-merger-guide'].map(itemId).sort(),
    );
    expect(store.recordIdsByModel.get('single_service')).toEqual([]);
    expect(store.recordIdsByModel.has('cta_block')).toBe(false);
    expect([...store.uploads.keys()].sort()).toEqual(
      ['favicon', 'hero-montreal', 'portrait-marie-tremblay', 'video-office-tour'].map(uploadId).sort(),
    );
    expect(store.site.locales).toEqual(['fr-CA', 'en-CA']);
    expect(store.site.globalSeo['en-CA']?.titleSuffix).toBe(' | Lavoie Lawyers');
  });

  it('splits localized and non-localized values and defaults the meta dates', () => {
    const news = store.records.get(itemId('news-merger-guide'));
    expect(news?.fields.date).toBe('2024-11-02');
    expect(news?.localizedFields.title).toEqual({ 'fr-CA': 'Guide des fusions et acquisitions' });
    expect(news?.locales).toEqual(['fr-CA']);
    const office = store.records.get(itemId('office-quebec'));
    expect(office?.meta).toEqual({
      status: 'published',
      createdAt: '2023-01-10T09:05:00-05:00',
      updatedAt: '2023-01-10T09:05:00-05:00',
      publishedAt: '2023-01-10T09:05:00-05:00',
      firstPublishedAt: '2023-01-10T09:05:00-05:00',
    });
    expect(office?.fields.email).toBeNull();
    expect(store.records.get(itemId('emp-sophie-roy'))?.meta.publishedAt).toBeNull();
  });

  it('converts Markdown structured text to DAST and flattens its blocks', () => {
    const body = asStructuredText(store.records.get(itemId('news-fiscal-2025'))?.localizedFields.body?.['fr-CA']);
    expect(body?.blocks).toEqual([itemId('news-fiscal-quote')]);
    expect(body?.value.document.children.map((node) => node.type)).toEqual(['heading', 'paragraph', 'block', 'list']);
    expect(store.blocks.get(itemId('news-fiscal-quote'))).toMatchObject({
      modelApiKey: 'quote_block',
      recordId: itemId('news-fiscal-2025'),
      fields: { quote: 'Un budget de transition.', attribution: 'Marie Tremblay' },
    });
  });

  it('stores nested rich text blocks as ids', () => {
    expect(store.records.get(itemId('page-home'))?.localizedFields.ctas).toEqual({
      'fr-CA': [itemId('home-cta-contact')],
    });
    expect(store.blocks.get(itemId('home-cta-contact'))?.fields.links).toEqual([
      itemId('home-cta-contact-link'),
      itemId('home-cta-linkedin'),
    ]);
    expect(store.blocks.get(itemId('home-cta-contact-link'))).toMatchObject({
      modelApiKey: 'link_internal',
      recordId: itemId('page-home'),
      fields: { label: 'Nos litiges', link: itemId('pa-litigation'), query: '?tab=equipe' },
    });
  });

  it('reads size, md5, format, MIME type and image dimensions from the files', async () => {
    const bytes = await readFile(join(FIXTURE_DIR, 'uploads/portrait-marie-tremblay.jpg'));
    expect(store.uploads.get(uploadId('portrait-marie-tremblay'))).toMatchObject({
      filename: 'portrait-marie-tremblay.jpg',
      basename: 'portrait-marie-tremblay',
      format: 'jpg',
      mimeType: 'image/jpeg',
      size: bytes.length,
      md5: createHash('md5').update(bytes).digest('hex'),
      width: 400,
      height: 500,
      alt: { 'fr-CA': 'Portrait de Marie Tremblay' },
      focalPoint: { x: 0.5, y: 0.32 },
    });
    expect(store.uploads.get(uploadId('favicon'))).toMatchObject({
      format: 'png',
      mimeType: 'image/png',
      width: 32,
      height: 32,
    });
    expect(store.uploads.get(uploadId('video-office-tour'))).toMatchObject({
      format: 'mp4',
      mimeType: 'video/mp4',
      width: 1920,
      height: 1080,
      video: { muxPlaybackId: 'a4nOgmxGWg6gULfcBbAa00gXyfcwPnAFldF8RdsNyk8M', duration: 42, mp4Url: null },
    });
  });

  it('reads records and blocks back from the shelf in file order, the same on every read', () => {
    const before = structuredClone(store.records.get(itemId('news-fiscal-2025')));
    expect([...store.records.keys()].slice(0, 3)).toEqual(
      ['office-montreal', 'office-quebec', 'page-home'].map(itemId),
    );
    for (const record of store.records.values()) expect(store.records.get(record.id)).toBe(record);
    expect(store.records.get(itemId('news-fiscal-2025'))).toEqual(before);
    expect(store.blocks.get(itemId('news-fiscal-quote'))?.recordId).toBe(itemId('news-fiscal-2025'));
  });
});
