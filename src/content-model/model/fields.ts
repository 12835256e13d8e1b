import { ROUTABLE, type RowField } from './model-row.js';

/** The fields several models share, written once for the model table (`site-models.ts`). */

const contentBlocks = ['image_block', 'video_block', 'quote_block', 'cta_block'] as const;
export const linkBlocks = ['link_external', 'link_internal', 'link_anchor', 'link_download'] as const;
export const articleModels = ['single_news', 'single_cases_analysis', 'single_major_case'] as const;

export const title: RowField = { apiKey: 'title', type: 'string', localized: true, required: true };
export const slug: RowField = { apiKey: 'slug', type: 'slug', localized: true, required: true };
export const seo: RowField = { apiKey: 'seo', type: 'seo', localized: true };
export const intro: RowField = { apiKey: 'intro', type: 'text', localized: true };
export const heroImage: RowField = { apiKey: 'heroImage', type: 'file' };
export const body: RowField = {
  apiKey: 'body',
  type: 'structured_text',
  localized: true,
  blocks: contentBlocks,
  models: ROUTABLE,
};
export const position: RowField = { apiKey: 'position', type: 'integer' };

/** A page singleton: the hub or landing page of a section, with `extra` fields before its SEO. */
export const pageFields = (extra: readonly RowField[] = []): readonly RowField[] => [
  title,
  intro,
  heroImage,
  body,
  ...extra,
  seo,
];

/** A page of expertise (practice area, sub practice area, industry, service). */
export const expertiseFields: readonly RowField[] = [
  title,
  slug,
  intro,
  heroImage,
  body,
  { apiKey: 'contacts', type: 'links', models: ['single_employee'] },
  position,
  seo,
];

/** An article (news, case study, major case). */
export const articleFields: readonly RowField[] = [
  title,
  slug,
  { apiKey: 'date', type: 'date', required: true },
  { apiKey: 'authors', type: 'links', models: ['single_employee'] },
  { apiKey: 'readingTime', type: 'integer' },
  { apiKey: 'excerpt', type: 'text', localized: true },
  { apiKey: 'keyPoints', type: 'text', localized: true },
  heroImage,
  body,
  { apiKey: 'relatedArticles', type: 'links', models: articleModels },
  { apiKey: 'practiceAreas', type: 'links', models: ['single_practice_area'] },
  { apiKey: 'industries', type: 'links', models: ['single_industry'] },
  seo,
];
