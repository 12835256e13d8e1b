import type { FieldDefinition, ModelDefinition } from './definition.js';
import { employmentTypes, socialNetworks } from './field-enums.js';
import { routableModels } from './record-types.js';

export { routableModels };

const contentBlocks = ['image_block', 'video_block', 'quote_block', 'cta_block'] as const;
const linkBlocks = ['link_external', 'link_internal', 'link_anchor', 'link_download'] as const;
const articleModels = ['single_news', 'single_cases_analysis', 'single_major_case'] as const;

const title: FieldDefinition = { apiKey: 'title', type: 'string', localized: true, required: true };
const slug: FieldDefinition = { apiKey: 'slug', type: 'slug', localized: true, required: true };
const seo: FieldDefinition = { apiKey: 'seo', type: 'seo', localized: true };
const intro: FieldDefinition = { apiKey: 'intro', type: 'text', localized: true };
const heroImage: FieldDefinition = { apiKey: 'heroImage', type: 'file' };
const body: FieldDefinition = {
  apiKey: 'body',
  type: 'structured_text',
  localized: true,
  blocks: contentBlocks,
  models: routableModels,
};
const position: FieldDefinition = { apiKey: 'position', type: 'integer' };

/** A page singleton: the hub or landing page of a section. */
function pageSingleton(apiKey: string, extra: readonly FieldDefinition[] = []): ModelDefinition {
  return { apiKey, singleton: true, fields: [title, intro, heroImage, body, ...extra, seo] };
}

/** A page of expertise (practice area, sub practice area, industry, service). */
const expertiseFields: readonly FieldDefinition[] = [
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
export const articleFields: readonly FieldDefinition[] = [
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

export const models: readonly ModelDefinition[] = [
  pageSingleton('page_home', [
    { apiKey: 'featuredPracticeAreas', type: 'links', models: ['single_practice_area'] },
    { apiKey: 'featuredArticles', type: 'links', models: articleModels },
    { apiKey: 'ctas', type: 'rich_text', localized: true, blocks: ['cta_block'] },
  ]),
  pageSingleton('page_about'),
  pageSingleton('page_business_intel'),
  pageSingleton('page_cases_hub'),
  pageSingleton('page_contact', [
    { apiKey: 'subjects', type: 'text', localized: true },
    { apiKey: 'offices', type: 'links', models: ['office'] },
  ]),
  pageSingleton('page_expertise'),
  pageSingleton('page_industries_hub'),
  pageSingleton('page_news_hub'),
  pageSingleton('page_newsletter'),
  pageSingleton('page_practice_area_hub'),
  pageSingleton('page_services_hub'),
  pageSingleton('page_team'),
  pageSingleton('page_privacy'),
  pageSingleton('page_term'),
  pageSingleton('page_career_hub'),
  pageSingleton('page_events_hub'),
  pageSingleton('page_search'),
  {
    apiKey: 'page_error',
    singleton: true,
    fields: [
      { apiKey: 'cBackgroundImage', type: 'file' },
      { apiKey: 'cSubtitle', type: 'string', localized: true },
      { apiKey: 'cTitle1', type: 'string', localized: true, required: true },
      { apiKey: 'cTitle2', type: 'string', localized: true, required: true },
      { apiKey: 'cCtaLabel', type: 'string', localized: true, required: true },
    ],
  },
  {
    apiKey: 'layout',
    singleton: true,
    fields: [
      { apiKey: 'mainMenu', type: 'rich_text', localized: true, blocks: linkBlocks },
      { apiKey: 'footerMenu', type: 'rich_text', localized: true, blocks: linkBlocks },
      { apiKey: 'legalMenu', type: 'rich_text', localized: true, blocks: linkBlocks },
      { apiKey: 'socialLinks', type: 'rich_text', blocks: ['social_link'] },
      { apiKey: 'offices', type: 'links', models: ['office'] },
      { apiKey: 'footerText', type: 'text', localized: true },
    ],
  },
  {
    apiKey: 'office',
    defaultOrder: 'position_ASC',
    fields: [
      { apiKey: 'name', type: 'string', localized: true, required: true },
      { apiKey: 'address', type: 'string', required: true },
      { apiKey: 'city', type: 'string', required: true },
      { apiKey: 'province', type: 'string', required: true },
      { apiKey: 'postalCode', type: 'string', required: true },
      { apiKey: 'phone', type: 'string', required: true },
      { apiKey: 'email', type: 'string' },
      { apiKey: 'mapUrl', type: 'string' },
      position,
    ],
  },
  {
    apiKey: 'single_employee',
    draftMode: true,
    defaultOrder: 'lastName_ASC',
    fields: [
      { apiKey: 'firstName', type: 'string', required: true },
      { apiKey: 'lastName', type: 'string', required: true },
      slug,
      { apiKey: 'role', type: 'string', localized: true, required: true },
      { apiKey: 'office', type: 'link', models: ['office'] },
      { apiKey: 'phone', type: 'string' },
      { apiKey: 'cellular', type: 'string' },
      { apiKey: 'email', type: 'string', required: true },
      { apiKey: 'linkedinUrl', type: 'string' },
      { apiKey: 'photo', type: 'file' },
      { apiKey: 'biography', type: 'structured_text', localized: true, models: routableModels },
      { apiKey: 'practiceAreas', type: 'links', models: ['single_practice_area'] },
      { apiKey: 'industries', type: 'links', models: ['single_industry'] },
      { apiKey: 'representativeMandates', type: 'text', localized: true },
      { apiKey: 'education', type: 'text', localized: true },
      { apiKey: 'barAdmissions', type: 'text', localized: true },
      { apiKey: 'languages', type: 'string', localized: true },
      seo,
    ],
  },
  { apiKey: 'single_practice_area', draftMode: true, defaultOrder: 'position_ASC', fields: expertiseFields },
  {
    apiKey: 'single_sub_practice_area',
    draftMode: true,
    defaultOrder: 'position_ASC',
    fields: [...expertiseFields, { apiKey: 'pageParent', type: 'link', models: ['single_practice_area'], required: true }],
  },
  { apiKey: 'single_industry', draftMode: true, defaultOrder: 'position_ASC', fields: expertiseFields },
  { apiKey: 'single_service', draftMode: true, defaultOrder: 'position_ASC', fields: expertiseFields },
  { apiKey: 'single_news', draftMode: true, defaultOrder: 'date_DESC', fields: articleFields },
  { apiKey: 'single_cases_analysis', draftMode: true, defaultOrder: 'date_DESC', fields: articleFields },
  {
    apiKey: 'single_major_case',
    draftMode: true,
    defaultOrder: 'date_DESC',
    fields: [
      ...articleFields,
      { apiKey: 'court', type: 'string', localized: true },
      { apiKey: 'caseStatus', type: 'string', localized: true },
    ],
  },
  {
    apiKey: 'single_event',
    draftMode: true,
    defaultOrder: 'startAt_DESC',
    fields: [
      title,
      slug,
      { apiKey: 'startAt', type: 'datetime', required: true },
      { apiKey: 'endAt', type: 'datetime', required: true },
      { apiKey: 'location', type: 'string', localized: true, required: true },
      { apiKey: 'address', type: 'string' },
      { apiKey: 'registrationUrl', type: 'string' },
      { apiKey: 'excerpt', type: 'text', localized: true },
      heroImage,
      body,
      { apiKey: 'speakers', type: 'links', models: ['single_employee'] },
      seo,
    ],
  },
  {
    apiKey: 'single_career',
    draftMode: true,
    defaultOrder: 'date_DESC',
    fields: [
      title,
      slug,
      { apiKey: 'date', type: 'date', required: true },
      { apiKey: 'location', type: 'string', localized: true, required: true },
      { apiKey: 'employmentType', type: 'string', enum: employmentTypes },
      { apiKey: 'excerpt', type: 'text', localized: true },
      body,
      { apiKey: 'applyEmail', type: 'string' },
      seo,
    ],
  },
  {
    apiKey: 'single_about',
    draftMode: true,
    defaultOrder: 'position_ASC',
    fields: [title, slug, intro, heroImage, body, position, seo],
  },
  { apiKey: 'generic_page', draftMode: true, fields: [title, slug, intro, body, seo] },

  // Blocks
  {
    apiKey: 'link_external',
    block: true,
    fields: [
      { apiKey: 'label', type: 'string', required: true },
      { apiKey: 'link', type: 'string', required: true },
    ],
  },
  {
    apiKey: 'link_internal',
    block: true,
    fields: [
      { apiKey: 'label', type: 'string', required: true },
      { apiKey: 'link', type: 'link', models: routableModels },
      { apiKey: 'query', type: 'string' },
    ],
  },
  {
    apiKey: 'link_anchor',
    block: true,
    fields: [
      { apiKey: 'label', type: 'string', required: true },
      { apiKey: 'blockId', type: 'string', required: true },
    ],
  },
  {
    apiKey: 'link_download',
    block: true,
    fields: [
      { apiKey: 'label', type: 'string', required: true },
      { apiKey: 'file', type: 'file', required: true },
    ],
  },
  {
    apiKey: 'social_link',
    block: true,
    fields: [
      { apiKey: 'network', type: 'string', required: true, enum: socialNetworks },
      { apiKey: 'url', type: 'string', required: true },
    ],
  },
  { apiKey: 'image_block', block: true, fields: [{ apiKey: 'image', type: 'file', required: true }, { apiKey: 'caption', type: 'string' }] },
  { apiKey: 'video_block', block: true, fields: [{ apiKey: 'video', type: 'file', required: true }, { apiKey: 'caption', type: 'string' }] },
  {
    apiKey: 'quote_block',
    block: true,
    fields: [
      { apiKey: 'quote', type: 'text', required: true },
      { apiKey: 'attribution', type: 'string' },
    ],
  },
  {
    apiKey: 'cta_block',
    block: true,
    fields: [
      { apiKey: 'title', type: 'string', required: true },
      { apiKey: 'text', type: 'text' },
      { apiKey: 'links', type: 'rich_text', blocks: linkBlocks },
    ],
  },
];

export function modelByApiKey(apiKey: string): ModelDefinition {
  const model = models.find((m) => m.apiKey === apiKey);
  if (!model) throw new Error(`Unknown model "${apiKey}"`);
  return model;
}
