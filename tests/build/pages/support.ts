import { load, type CheerioAPI } from 'cheerio';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, inject } from 'vitest';
import { localeCodes, locales, type Locale } from '../../../src/config/locales.js';
import { translate, type MessageKey } from '../../../src/i18n/messages.js';
import type { PagePayload } from '../../../src/page-contract/payload.js';

/** Helpers of the page tests: the built site (tests/support/global-setup.ts) and the content it was built from. */
export const siteDir = inject('builtSiteDir');
export const LOCALES: readonly Locale[] = localeCodes;
const contentDir = resolve(import.meta.dirname, '../../../content/records');

export const iso = (locale: Locale) => locales[locale].iso;
export const t = (locale: Locale, key: MessageKey, values?: Record<string, string | number>) =>
  translate(locale, key, values);

/** A built page's HTML, loaded in cheerio. */
export async function loadPage(path: string): Promise<CheerioAPI> {
  return load(await readFile(join(siteDir, path, 'index.html'), 'utf8'));
}

export async function readPayload<Data = unknown>(path: string): Promise<PagePayload<Data>> {
  return JSON.parse(await readFile(join(siteDir, path, 'payload.json'), 'utf8')) as PagePayload<Data>;
}

/** Whether a site path (a page ending with '/', or a file) was built. */
export function isBuilt(path: string): boolean {
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? '');
  return existsSync(join(siteDir, clean, clean.endsWith('/') ? 'index.html' : ''));
}

/** A node's text with its whitespace collapsed (no-break spaces kept). */
export function textOf($: CheerioAPI, selector: Parameters<CheerioAPI>[0]): string {
  return $(selector)
    .text()
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
}

/** Every JSON-LD object of the page. */
export function jsonLdOf($: CheerioAPI): Record<string, unknown>[] {
  return $('script[type="application/ld+json"]')
    .map((_, script) => JSON.parse($(script).text()) as unknown)
    .get()
    .flat() as Record<string, unknown>[];
}

export function jsonLdOfType($: CheerioAPI, type: string): Record<string, unknown> | undefined {
  return jsonLdOf($).find((node) => node['@type'] === type);
}

/** The `<dd>` that follows the `<dt>` labelled `label` in the page's main content. */
export function fact($: CheerioAPI, label: string) {
  return $('main dt')
    .filter((_, dt) => $(dt).text().trim() === label)
    .first()
    .next('dd');
}

/** A record of the content folder, as written (localized fields keyed by ISO locale). */
export type ContentRecord = { id: string; _status: string } & Record<string, unknown>;

/** The published records of a model, by id order. */
export async function contentRecords(model: string): Promise<ContentRecord[]> {
  const folder = join(contentDir, model);
  const files = (await readdir(folder)).filter((file) => file.endsWith('.json')).sort();
  const records = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(folder, file), 'utf8')) as ContentRecord),
  );
  return records.filter((record) => record._status !== 'draft');
}

export async function contentRecord(model: string, id: string): Promise<ContentRecord> {
  const record = (await contentRecords(model)).find((candidate) => candidate.id === id);
  if (!record) throw new Error(`No published ${model} record ${id}`);
  return record;
}

/** The first published record of a model (the record of a singleton model); a failure when there is none. */
export async function firstRecord(model: string): Promise<ContentRecord> {
  const [record] = await contentRecords(model);
  if (!record) throw new Error(`No published ${model} record`);
  return record;
}

/** A field's value in `locale`: localized fields are objects keyed by ISO locale, others are plain. */
export function field<T = string>(record: ContentRecord, name: string, locale: Locale): T | null {
  const value = record[name];
  const localized =
    value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).every((key) => /^[a-z]{2}-[A-Z]{2}$/.test(key));
  if (localized) return ((value as Record<string, T>)[iso(locale)] ?? null) as T | null;
  return (value ?? null) as T | null;
}

/** `value` when it is there; a failure naming `what` when it is null or undefined. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing: ${what}`);
  return value;
}

/** A record's slug in `locale`; a failure when it has none. */
export function slugOf(record: ContentRecord, locale: Locale): string {
  return present(field(record, 'slug', locale), `the ${locale} slug of record ${record.id}`);
}

/** The record with id `id` among `records`; a failure when there is none. */
export function recordById(records: readonly ContentRecord[], id: unknown): ContentRecord {
  return present(
    records.find((record) => record.id === id),
    `record ${String(id)}`,
  );
}

/** A record that has a page in one language, with its slug in that language. */
export interface LocalizedRecord {
  record: ContentRecord;
  slug: string;
}

/**
 * The records that have a page in `locale` (a slug in that language), each with its slug. It fails when none has,
 * so a test looping over them cannot pass without checking a page.
 */
export function withSlug(records: readonly ContentRecord[], locale: Locale): LocalizedRecord[] {
  const pages = records.flatMap((record) => {
    const slug = field(record, 'slug', locale);
    return slug ? [{ record, slug }] : [];
  });
  expect(pages.length, `records with a ${locale} slug`).toBeGreaterThan(0);
  return pages;
}

/** The lines of a multi-line text field, trimmed, empty ones left out. */
export function lines(text: string | null): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
