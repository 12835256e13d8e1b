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
   * Its fields' values; a structured-text, modular-content or gallery value is kept as `true` when it has content
   * (null when empty): what the checks need of it is in `references`.
   */
  fields: Readonly<Record<string, FieldValue>>;
  heads: Partial<Record<Locale, PageHead>>;
  /** The uploads and records its fields point to. */
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

/** Field types whose values are kept only as "has content": their references are read from them first. */
const CONDENSED = new Set(['structured_text', 'rich_text', 'gallery']);
const condensed = (value: unknown): unknown => (isEmptyValue(value) ? null : true);

/** `record` without the bulk of its long values (documents, blocks, galleries), once their references are read. */
function condense(record: HealthRecord): HealthRecord {
  const fields: Record<string, FieldValue> = {};
  for (const field of modelByApiKey(record.model).fields) {
    const value = record.fields[field.apiKey];
    if (!value || !CONDENSED.has(field.type)) {
      if (value) fields[field.apiKey] = value;
      continue;
    }
    fields[field.apiKey] = value.localized
      ? {
          localized: true,
          byLocale: Object.fromEntries(Object.entries(value.byLocale).map(([code, entry]) => [code, condensed(entry)])),
        }
      : { localized: false, value: condensed(value.value) };
  }
  return { ...record, fields, references: [...recordReferences(record.model, record.fields)] };
}

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
 * Reads every record through the content client, one query per model (a collection a page of 500 at a time), as the
 * build does: the same against the embedded service, `content:serve` or DatoCMS. The client should include drafts.
 */
export async function readHealthContent(client: ContentClient): Promise<HealthContent> {
  const records: HealthRecord[] = [];
  // One model after another, a page at a time: a page's records are condensed before the next page arrives.
  for (const model of models.filter((candidate) => !candidate.block)) {
    const document = healthQuery(model);
    if (model.singleton) {
      const data = await client.query<{ item: RawRecord | null }>(document, {}, { cache: false });
      if (data.item) records.push(condense(recordOf(data.item)));
      continue;
    }
    for await (const page of client.queryPages<{ items: RawRecord[] }, RawRecord>({
      document,
      pick: (data) => data.items,
    })) {
      for (const raw of page) records.push(condense(recordOf(raw)));
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
