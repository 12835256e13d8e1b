import { type Locale, localeFromGql, localeCodes } from '../config/locales.js';
import type { ContentClient } from '../content-client/content-client.js';
import { allLocalesFieldName } from '../content-model/api/naming.js';
import { modelByApiKey, models } from '../content-model/model/models.js';
import { isEmptyValue } from './empty-value.js';
import { type FoundReference, recordReferences } from './field-references.js';
import type { FieldValue } from './field-value.js';
import { healthQuery, siteSeoQuery } from './health-query.js';

/** The title and description a page's head states, in one locale (`_seoMetaTags`). */
export interface PageHead {
  title: string;
  description: string;
}

/** One record as the content check reads it, drafts included. */
export interface HealthRecord {
  id: string;
  model: string;
  status: string;
  /** The CMS's editing URL of the record (`_editingUrl`), or null when the API has none (the embedded service). */
  editingUrl: string | null;
  /** The locales it has content in. */
  locales: readonly Locale[];
  /**
   * Its fields' values: a page's slug and parent and an event's end as read; any other value as `true` when it has
   * content (null when empty; an SEO value's title and description each so): what the checks need of it is in
   * `references`.
   */
  fields: Readonly<Record<string, FieldValue>>;
  heads: Partial<Record<Locale, PageHead>>;
  /** The records its fields point to, and the images they show without their text in some language. */
  references: readonly FoundReference[];
}

/** What the content API answers for a record of the check's queries. */
type RawRecord = Record<string, unknown> & { id: string; _modelApiKey: string; _status: string };

interface Tag {
  tag: string;
  attributes: Record<string, string> | null;
  content: string | null;
}

function headOf(tags: unknown): PageHead | undefined {
  if (!Array.isArray(tags)) return undefined;
  const list = tags as Tag[];
  const title = list.find((tag) => tag.tag === 'title')?.content ?? '';
  const description = list.find((tag) => tag.tag === 'meta' && tag.attributes?.name === 'description');
  return { title, description: description?.attributes?.content ?? '' };
}

/** Fields whose value a check reads (a page's slug, its parent, an event's end): kept as they are. */
const KEPT = new Set(['slug', 'pageParent', 'endAt']);

/**
 * What the checks need of a value: an SEO field's title and description as "has content", any other value (text,
 * documents, blocks, galleries, links) as `true` when it has content, null when empty. Its references are read first.
 */
function condensed(type: string, value: unknown): unknown {
  if (type !== 'seo' || typeof value !== 'object' || value === null) return isEmptyValue(value) ? null : true;
  const seo = value as { title?: unknown; description?: unknown };
  return { title: isEmptyValue(seo.title) ? null : true, description: isEmptyValue(seo.description) ? null : true };
}

/** A localized value condensed, its locales set in one order: records of a model share one shape of object. */
function condensedByLocale(type: string, byLocale: Partial<Record<Locale, unknown>>): Partial<Record<Locale, unknown>> {
  const kept: Partial<Record<Locale, unknown>> = {};
  for (const code of localeCodes) if (code in byLocale) kept[code] = condensed(type, byLocale[code]);
  return kept;
}

/** `record` without the bulk of its values (texts, documents, blocks, galleries), once their references are read. */
function condense(record: HealthRecord, shared: Shared): HealthRecord {
  const fields: Record<string, FieldValue> = {};
  for (const field of modelByApiKey(record.model).fields) {
    const value = record.fields[field.apiKey];
    if (!value || KEPT.has(field.apiKey)) {
      if (value) fields[field.apiKey] = value;
      continue;
    }
    fields[field.apiKey] = shared.value(
      value.localized
        ? { localized: true, byLocale: condensedByLocale(field.type, value.byLocale) }
        : { localized: false, value: condensed(field.type, value.value) },
    );
  }
  // Each kept as an object of its own fixed shape (the references as found are spread copies, three times larger).
  const references = [...recordReferences(record.model, record.fields)].filter(mayBeProblem).map(
    (found): FoundReference =>
      found.kind === 'record'
        ? {
            kind: 'record',
            id: found.id === null ? null : shared.text(found.id),
            via: found.via,
            field: shared.text(found.field),
            locale: found.locale,
          }
        : {
            kind: 'upload',
            id: found.id,
            image: found.image,
            alt: found.alt,
            field: shared.text(found.field),
            locale: found.locale,
          },
  );
  const { id, model, status, editingUrl, locales, heads } = record;
  return { id, model, status, editingUrl, locales, fields, heads, references };
}

/**
 * One copy of each field path, linked id and condensed value: thousands of records name the same few fields and
 * linked records, and their condensed values are a few combinations of "has content" (never changed once kept).
 */
interface Shared {
  text(text: string): string;
  value(value: FieldValue): FieldValue;
}

function sharedCopies(): Shared {
  const texts = new Map<string, string>();
  const values = new Map<string, FieldValue>();
  return {
    text(text) {
      const known = texts.get(text);
      if (known !== undefined) return known;
      texts.set(text, text);
      return text;
    },
    value(value) {
      const key = JSON.stringify(value);
      const known = values.get(key);
      if (known !== undefined) return known;
      values.set(key, value);
      return value;
    },
  };
}

/** Whether a check may find a problem in `reference`: a link, or an image without its text in some language. */
const mayBeProblem = (reference: FoundReference): boolean =>
  reference.kind === 'record' || (reference.image && localeCodes.some((code) => reference.alt[code] === undefined));

function recordOf(raw: RawRecord): HealthRecord {
  const model = models.find((candidate) => candidate.apiKey === raw._modelApiKey);
  const fields: Record<string, FieldValue> = {};
  for (const field of model?.fields ?? []) {
    if (!field.localized) {
      fields[field.apiKey] = { localized: false, value: raw[field.apiKey] ?? null };
      continue;
    }
    const entries = (raw[allLocalesFieldName(field.apiKey)] ?? []) as {
      locale: string;
      value: unknown;
    }[];
    const byLocale: Partial<Record<Locale, unknown>> = {};
    for (const entry of entries) {
      const locale = localeFromGql(entry.locale);
      if (locale) byLocale[locale] = entry.value;
    }
    fields[field.apiKey] = { localized: true, byLocale };
  }
  const heads: Partial<Record<Locale, PageHead>> = {};
  for (const code of localeCodes) {
    const head = headOf(raw[`seo_${code}`]);
    if (head) heads[code] = head;
  }
  const recordLocales = Array.isArray(raw._locales) ? (raw._locales as string[]) : [];
  return {
    id: raw.id,
    model: raw._modelApiKey,
    status: raw._status,
    editingUrl: typeof raw._editingUrl === 'string' && raw._editingUrl !== '' ? raw._editingUrl : null,
    locales: recordLocales.flatMap((gql) => localeFromGql(gql) ?? []),
    fields,
    heads,
    references: [],
  };
}

/**
 * Records a query asks for: two pages are in memory at once (the one checked, the next one on its way), each with its
 * records' documents, blocks and both languages' texts; 100 keeps that near 20 MB where the API's 500 made it 100 MB.
 */
const HEALTH_PAGE_SIZE = 100;

/** The site's SEO settings in one locale. */
export interface SiteSeo {
  /** Added to every page's title. */
  titleSuffix: string;
  /** The description of a page that has none of its own. */
  fallbackDescription: string;
}

/** What the check reads: every record of every model (not blocks), and the site's SEO settings per locale. */
export interface HealthContent {
  records: HealthRecord[];
  siteSeo: Partial<Record<Locale, SiteSeo>>;
}

/**
 * Reads every record through the content client, one query per model (a collection a page of 100 at a time), as the
 * build does: the same against the embedded service, `content:serve` or DatoCMS. The client should include drafts.
 */
export async function readHealthContent(client: ContentClient): Promise<HealthContent> {
  const records: HealthRecord[] = [];
  const shared = sharedCopies();
  // One model after another, a page at a time: a page's records are condensed before the next page arrives.
  for (const model of models.filter((candidate) => !candidate.block)) {
    const document = healthQuery(model);
    if (model.singleton) {
      const data = await client.query<{ item: RawRecord | null }>(document, {}, { cache: false });
      if (data.item) records.push(condense(recordOf(data.item), shared));
      continue;
    }
    for await (const page of client.queryPages<{ items: RawRecord[] }, RawRecord>({
      document,
      pageSize: HEALTH_PAGE_SIZE,
      pick: (data) => data.items,
    })) {
      for (const raw of page) records.push(condense(recordOf(raw), shared));
    }
  }
  type RawSeo = { titleSuffix: string | null; fallbackSeo: { description: string | null } | null } | null;
  const site = await client.query<{ _site: Record<string, RawSeo> }>(siteSeoQuery, {}, { cache: false });
  const siteSeo: Partial<Record<Locale, SiteSeo>> = {};
  for (const code of localeCodes) {
    const seo = site._site[`seo_${code}`];
    siteSeo[code] = { titleSuffix: seo?.titleSuffix ?? '', fallbackDescription: seo?.fallbackSeo?.description ?? '' };
  }
  return { records, siteSeo };
}
