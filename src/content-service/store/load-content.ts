import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { modelByApiKey, models } from '../../content-model/model/models.js';
import type { ContentStore, SiteSettings, StoredBlock, StoredRecord } from './content-store.js';
import { ContentValidationError, ProblemCollector, type ContentProblem } from './content-validation-error.js';
import { parseJsonText, readTextFile } from './json-file.js';
import { ShelfFile, type ShelfSlot } from '../../io/shelf-file.js';
import { ItemShelf } from './item-shelf.js';
import { readRecordFiles } from './checked-record-files.js';
import type { ConvertRecord } from './record-file-outcome.js';
import type { LoadedContent, RecordFileState } from './loaded-content.js';
import { recordFileCachePath } from './record-file-cache.js';
import { listRecordFiles } from './record-files.js';
import { normalizeRecord } from './record-normalizer.js';
import { recordSummary } from './record-summary.js';
import { siteSchema } from './site-schema.js';
import { storedSite } from './stored-site.js';
import { slugEntries, UniqueIds, UniqueSlugs, type ItemKey } from './uniqueness-checks.js';
import { loadUploads } from './upload-loader.js';
import { valueIssues } from './zod-issues.js';

export type { ContentStore } from './content-store.js';
export { ContentValidationError } from './content-validation-error.js';

/**
 * Loads and validates the content folder (docs/reference/content-files.md): `site.json`, `records/{model}/*.json` and
 * `uploads/`. Every file is checked against the content model, and every reference (links, blocks, uploads)
 * against the loaded content; all problems are collected and thrown together as a ContentValidationError (one per
 * line: file, path of the value, reason). Nothing is skipped: the store is returned only when there is none. What
 * is published as written but should be fixed (French typography) comes back as the store's `warnings`.
 *
 * What each record file gave is cached in `cacheFile` (by default under `.cache/content-store/`; null: no cache),
 * so that a record file whose bytes and the code checking them are unchanged is not validated again
 * (checked-record-files.ts).
 */
export async function loadContent(
  dir: string,
  { cacheFile }: { cacheFile?: string | null } = {},
): Promise<ContentStore> {
  return (await load(dir, cacheFile, undefined, false)).store;
}

/** loadContent, keeping what it knew of each file so that reloadContent (reload-content.ts) reads again only what changed. */
export async function loadContentForReload(
  dir: string,
  { cacheFile, fingerprint = false }: { cacheFile?: string | null; fingerprint?: boolean } = {},
): Promise<LoadedContent> {
  return load(dir, cacheFile, Date.now(), fingerprint);
}

/** With `fingerprint`, the LoadedContent's fingerprint is made as the files come (a hash of every stored text). */
async function load(
  dir: string,
  cacheFile: string | null | undefined,
  scanStart: number | undefined,
  fingerprint: boolean,
): Promise<LoadedContent> {
  const root = resolve(dir);
  const problems = new ProblemCollector();
  const warnings = new ProblemCollector();
  const [site, loadedUploads, recordFiles] = await Promise.all([
    loadSite(root, problems),
    loadUploads(root, problems, { scanStart }),
    listRecordFiles(root, problems),
  ]);
  const { uploads, knownIds } = loadedUploads;

  const references = { recordModels: recordFiles.modelsById, uploadIds: knownIds };
  const shelf = new ShelfFile();
  const records = new ItemShelf<StoredRecord>(shelf);
  const recordSummaries = new ItemShelf<StoredRecord>(shelf);
  const blocks = new ItemShelf<StoredBlock>(shelf);
  const recordIdsByModel = new Map(
    models.filter((model) => !model.block).map((model) => [model.apiKey, [] as string[]]),
  );
  /** What a reload needs of each file (with `scanStart` only). */
  const fileStates = new Map<string, RecordFileState>();
  // Ids and slugs are checked as the files come (in path order), so the load keeps an owner per id and slug rather
  // than every file's keys; blocks after every record, so that a record keeps its id against a block. Their problems
  // follow the others, as when they were checked once every file was read.
  const idProblems = new ProblemCollector();
  const slugProblems = new ProblemCollector();
  const uniqueIds = new UniqueIds(idProblems);
  const uniqueSlugs = new UniqueSlugs(slugProblems);
  const blockKeys: ItemKey[] = [];
  // What the store serves, in path order: the records' and blocks' stored texts, then the site and the uploads.
  const served = fingerprint ? createHash('sha256') : undefined;
  const recordFileCounts = await readRecordFiles(
    recordFiles,
    references,
    {
      cache: cacheFile === null ? undefined : { file: cacheFile ?? recordFileCachePath(root), contentDir: root },
      scanStart,
    },
    problems,
    warnings,
    convertRecordFile,
    ({ file, record, blocks: fileBlocks, slugs, texts, warnings: fileWarnings, lookedUp, identity }) => {
      const [summary, whole, ...blockSlots] = texts.map((text) => shelf.addText(text)) as [
        ShelfSlot,
        ShelfSlot,
        ...ShelfSlot[],
      ];
      if (served) {
        served.update(`${file}\0`);
        for (const text of texts) served.update(text).update('\0');
      }
      recordSummaries.add(record.id, summary);
      records.add(record.id, whole);
      fileBlocks.forEach((block, index) => {
        blocks.add(block.id, blockSlots[index] as ShelfSlot);
      });
      // The checks keep a record's key and its slugs' keys with the file's name and the model's key as the file list
      // and the model have them (a file reused from the cache comes with strings of its own).
      const modelApiKey = modelByApiKey(record.modelApiKey).apiKey;
      recordIdsByModel.get(modelApiKey)?.push(record.id);
      uniqueIds.add({ ...record, sourceFile: file, modelApiKey });
      blockKeys.push(...fileBlocks);
      for (const slug of slugs) uniqueSlugs.add({ ...slug, sourceFile: file });
      if (identity) {
        const blockSlotsById = fileBlocks.map((block, index) => [block.id, blockSlots[index] as ShelfSlot] as const);
        const kept = {
          recordId: record.id,
          modelApiKey,
          summary,
          record: whole,
          blocks: blockSlotsById,
          lookedUp,
          warnings: fileWarnings,
        };
        fileStates.set(file, { ...identity, ...kept });
      }
    },
  );
  for (const block of blockKeys) uniqueIds.add(block);
  checkSiteUploads(site?.settings, knownIds, problems);
  problems.problems.push(...idProblems.problems, ...slugProblems.problems);

  if (problems.problems.length > 0 || !site) {
    throw new ContentValidationError(root, sortProblems(problems.problems));
  }
  for (const ids of recordIdsByModel.values()) ids.sort();
  const store: ContentStore = {
    dir: root,
    site: storedSite(site.settings),
    records,
    recordSummaries,
    recordIdsByModel,
    blocks,
    uploads,
    warnings: sortProblems(warnings.problems),
    recordFileCounts,
  };
  return {
    store,
    shelf,
    fullLoadShelfBytes: shelf.size,
    records: fileStates,
    modelsById: recordFiles.modelsById,
    slugOwners: uniqueSlugs.owners,
    uploads: loadedUploads.states,
    siteText: site.text,
    ...(served && {
      fingerprint: served
        .update(site.text)
        .update('\0')
        .update(JSON.stringify([...uploads].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))))
        .digest('hex'),
    }),
  };
}

/** What the store keeps of a record file: its summary, the record and its blocks, and their keys for the checks across files. */
export const convertRecordFile: ConvertRecord = (file, references, problems) => {
  const { record, blocks, keys } = normalizeRecord(file, references, problems);
  return {
    record: keys.record,
    blocks: keys.blocks,
    slugs: slugEntries(record),
    items: [recordSummary(record), record, ...blocks],
  };
};

export function sortProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  return problems.toSorted((a, b) => a.file.localeCompare(b.file) || a.path.localeCompare(b.path));
}

/** `site.json`: its text, and its settings when they are valid. */
export async function loadSite(
  dir: string,
  problems: ProblemCollector,
): Promise<{ text: string; settings: SiteSettings } | undefined> {
  const text = await readTextFile(resolve(dir, 'site.json'), 'site.json', problems);
  return text === undefined ? undefined : siteSettings(text, problems);
}

/** The settings `site.json`'s text gives, or undefined with its problems. */
export function siteSettings(
  text: string,
  problems: ProblemCollector,
): { text: string; settings: SiteSettings } | undefined {
  const json = parseJsonText(text, 'site.json', problems);
  if (json === undefined) return undefined;
  const parsed = siteSchema.safeParse(json);
  if (parsed.success) return { text, settings: parsed.data };
  for (const issue of valueIssues(parsed.error)) problems.add('site.json', issue.path, issue.message);
  return undefined;
}

/** Each upload site.json refers to must exist: a problem for each that does not. */
export function checkSiteUploads(
  site: SiteSettings | undefined,
  knownIds: ReadonlySet<string>,
  problems: ProblemCollector,
): void {
  for (const { path, id } of siteUploads(site)) {
    if (!knownIds.has(id)) problems.add('site.json', path, `refers to upload "${id}", which does not exist`);
  }
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
