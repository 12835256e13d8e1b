import { resolve } from 'node:path';
import { models } from '../model/models.js';
import type { ContentStore, SiteSettings } from './content-store.js';
import { ContentValidationError, ProblemCollector, type ContentProblem } from './content-validation-error.js';
import { readJsonFile } from './json-file.js';
import { ItemShelf, ShelfFile, type ShelfSlot } from './item-shelf.js';
import { readRecordFiles } from './checked-record-files.js';
import { recordFileCachePath } from './record-file-cache.js';
import { listRecordFiles } from './record-files.js';
import { normalizeRecord } from './record-normalizer.js';
import { recordSummary } from './record-summary.js';
import { siteSchema } from './site-schema.js';
import { storedSite } from './stored-site.js';
import { checkUniqueIds, checkUniqueSlugs, slugEntries, type ItemKey, type SlugEntry } from './uniqueness-checks.js';
import { loadUploads } from './upload-loader.js';
import { valueIssues } from './zod-issues.js';

export type { ContentStore } from './content-store.js';
export { ContentValidationError } from './content-validation-error.js';

/**
 * Loads and validates the content folder (docs/content-files.md): `site.json`, `records/{model}/*.json` and
 * `uploads/`. Every file is checked against the content model, and every reference (links, blocks, uploads)
 * against the loaded content; all problems are collected and thrown together as a ContentValidationError (one per
 * line: file, path of the value, reason). Nothing is skipped: the store is returned only when there is none. What
 * is published as written but should be fixed (French typography) comes back as the store's `warnings`.
 *
 * What each record file gave is cached in `cacheFile` (by default under `.cache/content-store/`; null: no cache),
 * so that a record file whose bytes and the code checking them are unchanged is not validated again
 * (checked-record-files.ts).
 */
export async function loadContent(dir: string, { cacheFile }: { cacheFile?: string | null } = {}): Promise<ContentStore> {
  const root = resolve(dir);
  const problems = new ProblemCollector();
  const warnings = new ProblemCollector();
  const [site, { uploads, knownIds }, recordFiles] = await Promise.all([
    loadSite(root, problems),
    loadUploads(root, problems),
    listRecordFiles(root, problems),
  ]);

  const references = { recordModels: recordFiles.modelsById, uploadIds: knownIds };
  const shelf = new ShelfFile();
  const shelved: ShelvedFile[] = [];
  const recordFileCounts = await readRecordFiles(
    recordFiles,
    references,
    cacheFile === null ? undefined : { file: cacheFile ?? recordFileCachePath(root), contentDir: root },
    problems,
    warnings,
    (file, references, problems) => {
      const { record, blocks, keys } = normalizeRecord(file, references, problems);
      return {
        record: keys.record,
        blocks: keys.blocks,
        slugs: slugEntries(record),
        items: [recordSummary(record), record, ...blocks],
      };
    },
    ({ texts, ...entry }) => {
      const [summary, ...slots] = texts.map((text) => shelf.addText(text));
      shelved.push({ ...entry, summary: summary as ShelfSlot, slots });
    },
  );
  shelved.sort((a, b) => a.file.localeCompare(b.file));
  for (const { path, id } of siteUploads(site)) {
    if (!knownIds.has(id)) problems.add('site.json', path, `refers to upload "${id}", which does not exist`);
  }
  const records = shelved.map((entry) => entry.record);
  checkUniqueIds([...records, ...shelved.flatMap((entry) => entry.blocks)], problems);
  checkUniqueSlugs(shelved.flatMap((entry) => entry.slugs), problems);

  if (problems.problems.length > 0 || !site) {
    throw new ContentValidationError(root, sortProblems(problems.problems));
  }
  return {
    dir: root,
    site: storedSite(site),
    records: new ItemShelf(shelf, shelved.map(({ record, slots }) => [record.id, slots[0] as ShelfSlot] as const)),
    recordSummaries: new ItemShelf(shelf, shelved.map(({ record, summary }) => [record.id, summary] as const)),
    recordIdsByModel: new Map(
      models.filter((model) => !model.block).map((model) => [model.apiKey, idsOf(records, model.apiKey)]),
    ),
    blocks: new ItemShelf(shelf, shelved.flatMap(({ blocks, slots }) => blocks.map((block, index) => [block.id, slots[index + 1] as ShelfSlot] as const))),
    uploads,
    warnings: sortProblems(warnings.problems),
    recordFileCounts,
  };
}

/** A record file once read: what the checks across files need, and its record and blocks as the store keeps them. */
interface ShelvedFile {
  file: string;
  record: ItemKey;
  blocks: ItemKey[];
  slugs: SlugEntry[];
  /** Where the record's summary, the record, then its blocks, lie in the store's shelf file. */
  summary: ShelfSlot;
  slots: ShelfSlot[];
}

function sortProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  return problems.toSorted((a, b) => a.file.localeCompare(b.file) || a.path.localeCompare(b.path));
}

async function loadSite(dir: string, problems: ProblemCollector): Promise<SiteSettings | undefined> {
  const json = await readJsonFile(resolve(dir, 'site.json'), 'site.json', problems);
  if (json === undefined) return undefined;
  const parsed = siteSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of valueIssues(parsed.error)) problems.add('site.json', issue.path, issue.message);
  return undefined;
}

function idsOf(records: readonly ItemKey[], modelApiKey: string): string[] {
  return records
    .filter((record) => record.modelApiKey === modelApiKey)
    .map((record) => record.id)
    .sort();
}

/** The uploads site.json refers to, with their paths. */
function siteUploads(site: SiteSettings | undefined): { path: string[]; id: string }[] {
  if (!site) return [];
  const images = Object.entries(site.globalSeo).map(([locale, seo]) => ({
    path: ['globalSeo', locale, 'fallbackSeo', 'image'],
    id: seo.fallbackSeo?.image,
  }));
  return [{ path: ['favicon'], id: site.favicon }, ...images].flatMap(({ path, id }) => (id ? [{ path, id }] : []));
}
