import {
  collectionMetaQueryName,
  collectionQueryName,
  modelOrderByName,
  pascalCase,
  singleQueryName,
} from '../api/naming.js';
import { articleFields } from './fields.js';
import { modelByApiKey } from './models.js';
import { printRecordLinkFragment } from './record-link-fragment.js';
import {
  collectionRecordTypes,
  PATHS_FOLDER,
  RECORD_LINK_FOLDER,
  recordTypes,
  routeAddressing,
  type RecordTypeDefinition,
} from './record-types.js';

/**
 * The filter keeping a collection's records that have content in the query's locale (DatoCMS's optional locales): a
 * record written in French only has no English page, card or count, rather than an English record without its
 * required fields.
 */
export const IN_LOCALE = '_locales: { anyIn: [$locale] }';

/** The selection of a structured text field: its DAST value, the blocks it embeds and the records it links to. */
const BODY = `body {
      value
      blocks {
        ...ImageBlock
        ...VideoBlock
        ...QuoteBlock
        ...CtaBlock
      }
      links {
        ...RecordLink
      }
    }`;

/** A page singleton: title, intro, hero image, body and SEO, the same for each of them. */
function singletonPage(type: RecordTypeDefinition): string {
  return `query ${pascalCase(type.document.replace(/-/g, '_'))}($locale: SiteLocale) {
  page: ${singleQueryName(type.model)}(locale: $locale) {
    __typename
    id
    title
    intro
    heroImage {
      ...Image
    }
    ${BODY}
    _seoMetaTags {
      ...Seo
    }
  }
}
`;
}

/**
 * A collection document: its count, then its records, paged (`$first`, `$skip`) or picked (`$ids`, `$slug`), with
 * their id and slugs; `fields` is the rest of the selection, indented for the record. `$count: false` leaves the
 * count out: a query for named records does not need it, and the count reads the whole collection, so its answer
 * would carry the collection's cache tag (a new record would invalidate every page loaded by id). A document of cards
 * (`card`) also takes `$orderBy` (the model's default order when not given): a hub lists its cards a stretch at a
 * time in its own order.
 */
function collection(type: RecordTypeDefinition, fields: string, { card = false } = {}): string {
  const cardVariables = card ? `, $card: Boolean = false, $orderBy: [${modelOrderByName(type.model)}]` : '';
  return `query ${pascalCase(type.document.replace(/-/g, '_'))}($locale: SiteLocale!, $first: IntType, $skip: IntType, $ids: [ItemId], $slug: String, $count: Boolean = true${cardVariables}) {
  meta: ${collectionMetaQueryName(type.model)}(locale: $locale, filter: { ${IN_LOCALE} }) @include(if: $count) {
    count
  }
  items: ${collectionQueryName(type.model)}(locale: $locale, first: $first, skip: $skip, filter: { ${IN_LOCALE}, id: { in: $ids }, slug: { eq: $slug } }${card ? ', orderBy: $orderBy' : ''}) {
    __typename
    id
    _allSlugLocales {
      locale
      value
    }
    title
    slug
${fields}
  }
}
`;
}

const hasField = (type: RecordTypeDefinition, apiKey: string): boolean =>
  modelByApiKey(type.model).fields.some((field) => field.apiKey === apiKey);

/** A page made of title, intro, body (and position, hero image when its model has them): about and generic pages. */
function simplePage(type: RecordTypeDefinition): string {
  return collection(
    type,
    `    intro${hasField(type, 'position') ? '\n    position' : ''}${hasField(type, 'heroImage') ? '\n    heroImage {\n      ...Image\n    }' : ''}
    ${BODY}
    _seoMetaTags {
      ...Seo
    }`,
  );
}

/** An expertise page (practice area, sub practice area, industry, service): its contacts, and its parent when it has one. */
function expertise(type: RecordTypeDefinition): string {
  const parent = hasField(type, 'pageParent')
    ? `
    pageParent {
      id
      slug
      title
      _allSlugLocales {
        locale
        value
      }
    }`
    : '';
  return collection(
    type,
    `    intro
    position
    heroImage {
      ...Image
    }
    ${BODY}
    contacts {
      ...RecordLink
      role
      email
      phone
    }${parent}
    _seoMetaTags {
      ...Seo
    }`,
  );
}

/** An article type (news, case studies, major cases): the same fields, and those its model adds (a major case's court). */
function article(type: RecordTypeDefinition): string {
  const base = new Set(articleFields.map((field) => field.apiKey));
  const extra = modelByApiKey(type.model)
    .fields.filter((field) => !base.has(field.apiKey))
    .map((field) => `\n    ${field.apiKey}`);
  return collection(
    type,
    `    date
    readingTime @skip(if: $card)
    excerpt
    keyPoints @skip(if: $card)
    heroImage {
      ...Image
    }
    authors @skip(if: $card) {
      ...RecordLink
      role
    }
    ${BODY.replace('body {', 'body @skip(if: $card) {')}
    relatedArticles @skip(if: $card) {
      ...RecordLink
      ... on SingleNewsRecord { date }
      ... on SingleCasesAnalysisRecord { date }
      ... on SingleMajorCaseRecord { date }
    }
    practiceAreas {
      ...RecordLink
    }
    industries {
      ...RecordLink
    }${extra.join('')}
    _seoMetaTags @skip(if: $card) {
      ...Seo
    }`,
    { card: true },
  );
}

/**
 * A collection's pages listed for a build: each record's id and the slugs its path is made of, 500 at a time, so that
 * listing 20,000 pages costs a few small requests and each page's fields are read once, by `data()`.
 */
function pathsDocument(type: RecordTypeDefinition): string {
  const parent = routeAddressing(type.route) === 'parent-slug' ? '\n    pageParent {\n      slug\n    }' : '';
  return `query ${pascalCase(type.document.replace(/-/g, '_'))}Paths($locale: SiteLocale!, $first: IntType, $skip: IntType) {
  items: ${collectionQueryName(type.model)}(locale: $locale, first: $first, skip: $skip, filter: { ${IN_LOCALE} }) {
    id
    slug${parent}
  }
}
`;
}

/** One record's link fields and status in one locale, by id (a singleton has one record): the preview's links to it. */
function recordLinkDocument(type: RecordTypeDefinition): string {
  const name = pascalCase(type.document.replace(/-/g, '_'));
  const field = singleQueryName(type.model);
  return routeAddressing(type.route) === 'none'
    ? `query ${name}RecordLink($locale: SiteLocale) {
  record: ${field}(locale: $locale) {
    _status
    ...RecordLink
  }
}
`
    : `query ${name}RecordLink($locale: SiteLocale!, $id: ItemId) {
  record: ${field}(locale: $locale, filter: { ${IN_LOCALE}, id: { eq: $id } }) {
    _status
    ...RecordLink
  }
}
`;
}

const templates = { 'singleton-page': singletonPage, 'simple-page': simplePage, expertise, article } as const;
export type QueryTemplate = keyof typeof templates;

const HEADER = '# Generated from src/content-model/model/site-models.ts by `npm run content:queries`: do not edit.\n';

/**
 * The files of `content-queries/` made from the record type table rather than written: the record-link fragment, and
 * the documents of record types that share a template (page singletons, articles), so no two documents are the same
 * but for a name, each collection's paths document and each record type's record-link document. Path (relative to
 * content-queries/) → source. `npm run content:queries` writes them; a test fails when a committed file differs.
 */
export function generatedQueries(): Map<string, string> {
  const files = new Map<string, string>([['fragments/record-link.graphql', printRecordLinkFragment()]]);
  for (const type of recordTypes) {
    if ('template' in type) files.set(`${type.document}.graphql`, HEADER + templates[type.template](type));
  }
  for (const type of collectionRecordTypes)
    files.set(`${PATHS_FOLDER}/${type.document}.graphql`, HEADER + pathsDocument(type));
  for (const type of recordTypes)
    files.set(`${RECORD_LINK_FOLDER}/${type.document}.graphql`, HEADER + recordLinkDocument(type));
  return files;
}
