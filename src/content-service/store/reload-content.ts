import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { models } from '../../content-model/model/models.js';
import { readRegularFile } from '../../io/regular-file.js';
import { checkRecordFileAgain, type ShelvableRecord } from './checked-record-files.js';
import { CONTENT_FILE_MAX_BYTES } from './content-file-limits.js';
import { ProblemCollector } from './content-validation-error.js';
import { fileIdentity, isRacy, sha256Hex } from './file-identity.js';
import { filesInPathOrder } from './files-in-path-order.js';
import type { ShelfSlot } from '../../io/shelf-file.js';
import { checkSiteUploads, convertRecordFile, loadContentForReload, siteSettings } from './load-content.js';
import type { LoadedContent, RecordFileState } from './loaded-content.js';
import { ReadWhole } from './read-whole.js';
import type { ReferenceIndex } from './record-normalizer.js';
import type { ListedFile } from './record-files.js';
import { FILES_PER_TURN, scanRecordFiles } from './record-files-scan.js';
import { asked } from './reference-lookups.js';
import { storeOf } from './reloaded-store.js';
import { storedSite } from './stored-site.js';
import { slugEntries } from './uniqueness-checks.js';
import { loadUploads } from './upload-loader.js';

/** What a reload did. */
export interface ContentReload {
  loaded: LoadedContent;
  /**
   * `unchanged`: nothing changed, the store is the one it had; `changed`: the files that changed were read again
   * and the store updated from them; `full`: the whole folder was read again (`reason` says why).
   */
  kind: 'unchanged' | 'changed' | 'full';
  /** How many record files were read and checked again (`full`: every one, read again; the cache may spare their checks). */
  checked: number;
  reason?: string;
}

/**
 * Reads the content folder of `previous` (a valid load: loadContentForReload) again, reading only what changed
 * since: the record files and uploads whose identity (file-identity.ts) is not the one `previous` read, those added
 * or removed, `site.json`; and the record files whose checks asked about a record or an upload added or removed
 * (a link to a record now deleted). The other files keep what they gave; the store's ids, slugs, indexes and
 * warnings are updated from what changed. The result equals a load of the whole folder (tests/content/store/
 * reload-content.test.ts proves it edit by edit); when the changed files have a problem, or when the folder
 * changed in a way the changed files alone do not tell (a model folder, a file that cannot be a record, a
 * duplicate), the whole folder is loaded again, so that the problems reported are exactly a whole load's: the
 * reload then rejects with its ContentValidationError, and `previous` stays what it was.
 */
export async function reloadContent(previous: LoadedContent): Promise<ContentReload> {
  let reason: string;
  try {
    const reloaded = await reloadChanged(previous);
    if (!(reloaded instanceof ReadWhole)) return reloaded;
    reason = reloaded.reason;
  } catch (error) {
    reason = `the folder could not be compared (${error instanceof Error ? error.message : String(error)})`;
  }
  const loaded = await loadContentForReload(previous.store.dir);
  return { loaded, kind: 'full', checked: loaded.records.size, reason };
}

async function reloadChanged(previous: LoadedContent): Promise<ContentReload | ReadWhole> {
  const root = previous.store.dir;
  if (previous.shelf.size > 2 * previous.fullLoadShelfBytes)
    return new ReadWhole('the store file holds more replaced items than current ones');
  const scanStart = Date.now();
  const problems = new ProblemCollector();
  const [siteText, uploads, scan] = await Promise.all([
    readRegularFile(join(root, 'site.json'), CONTENT_FILE_MAX_BYTES).then((bytes) => bytes.toString('utf8')),
    loadUploads(root, problems, { previous: previous.uploads, scanStart }),
    scanRecordFiles(root, previous.records, scanStart),
  ]);
  if (scan instanceof ReadWhole) return scan;
  const site = siteSettings(siteText, problems);
  checkSiteUploads(site?.settings, uploads.knownIds, problems);
  if (problems.problems.length > 0 || !site) return new ReadWhole('site.json or an upload has a problem');
  const uploadsChanged = uploads.changed > 0 || uploads.states.size !== previous.uploads.size;
  if (scan.changed.length === 0 && scan.removed.length === 0 && !uploadsChanged && siteText === previous.siteText) {
    const records =
      scan.confirmed.size === 0
        ? previous.records
        : new Map([...previous.records].map(([file, state]) => [file, scan.confirmed.get(file) ?? state]));
    return { loaded: { ...previous, records, uploads: uploads.states }, kind: 'unchanged', checked: 0 };
  }

  // The reference index now, and the questions whose answer changed: files that asked them are checked again.
  const added = scan.changed.filter(({ listed }) => !previous.records.has(listed.file));
  const removedStates = scan.removed.map((file) => previous.records.get(file) as RecordFileState);
  let modelsById = previous.modelsById;
  const changedAnswers: [keyof ReferenceIndex, string][] = [];
  if (added.length > 0 || removedStates.length > 0) {
    const byId = new Map(previous.modelsById);
    for (const file of scan.removed) {
      const id = contentIdOf(file);
      byId.delete(id);
      changedAnswers.push(['recordModels', id]);
    }
    for (const { listed } of added) {
      if (byId.has(listed.id)) return new ReadWhole(`two record files are named ${listed.id}.json`);
      byId.set(listed.id, listed.model.apiKey);
      changedAnswers.push(['recordModels', listed.id]);
    }
    modelsById = byId;
  }
  const previousUploadIds = new Set([...previous.uploads.keys()].map(contentIdOf));
  for (const id of uploads.knownIds) if (!previousUploadIds.has(id)) changedAnswers.push(['uploadIds', id]);
  for (const id of previousUploadIds) if (!uploads.knownIds.has(id)) changedAnswers.push(['uploadIds', id]);
  const references: ReferenceIndex = { recordModels: modelsById, uploadIds: uploads.knownIds };

  const toCheck = [...scan.changed];
  if (changedAnswers.length > 0) {
    const changedFiles = new Set(scan.changed.map(({ listed }) => listed.file));
    const removed = new Set(scan.removed);
    for (const [file, state] of previous.records) {
      if (changedFiles.has(file) || removed.has(file)) continue;
      const { lookedUp } = state;
      if (lookedUp === null || changedAnswers.some(([member, key]) => asked(lookedUp, member, key))) {
        toCheck.push({ listed: listedFile(root, file, state.modelApiKey), stats: undefined });
      }
    }
  }

  // The files checked again: any problem is reported by a load of the whole folder.
  const checked: { result: Omit<ShelvableRecord, 'identity'>; state: RecordFileState }[] = [];
  for (const [index, { listed, stats, bytes }] of toCheck.entries()) {
    if (index % FILES_PER_TURN === FILES_PER_TURN - 1) await nextTurn();
    const known = previous.records.get(listed.file);
    // A file checked again because of what it links to is unchanged: it keeps its identity.
    const identity = stats ? fileIdentity(stats) : (known?.identity ?? '');
    const racy = stats ? isRacy(stats, scanStart) : known?.contentHash !== undefined;
    const read = bytes ?? (await readRegularFile(listed.path, CONTENT_FILE_MAX_BYTES));
    const result = checkRecordFileAgain(listed, read, references, problems, convertRecordFile);
    if (!result || problems.problems.length > 0) return new ReadWhole(`${listed.file} has a problem`);
    const [summary, record, ...blockSlots] = result.texts.map((text) => previous.shelf.addText(text)) as [
      ShelfSlot,
      ShelfSlot,
      ...ShelfSlot[],
    ];
    const state: RecordFileState = {
      identity,
      ...(racy && { contentHash: sha256Hex(read) }),
      recordId: result.record.id,
      modelApiKey: listed.model.apiKey,
      summary,
      record,
      blocks: result.blocks.map((block, blockIndex) => [block.id, blockSlots[blockIndex] as ShelfSlot] as const),
      lookedUp: result.lookedUp,
      warnings: result.warnings,
    };
    checked.push({ result, state });
  }

  // Ids are unique across records and blocks, slugs within a model, field and locale: the changed files' against
  // the others' (those of the files checked again or removed are theirs no more) and against each other's.
  const replaced = new Set([
    ...scan.removed,
    ...checked.flatMap(({ result }) => (previous.records.has(result.file) ? [result.file] : [])),
  ]);
  const freedIds = new Set<string>();
  const freedSlugs: string[] = [];
  for (const file of replaced) {
    const state = previous.records.get(file) as RecordFileState;
    freedIds.add(state.recordId);
    for (const [id] of state.blocks) freedIds.add(id);
    const summary = previous.store.recordSummaries.get(state.recordId);
    if (summary) freedSlugs.push(...slugEntries(summary).map((entry) => entry.key));
  }
  const heldIds = new Set<string>();
  const heldSlugs = new Set<string>();
  for (const { result } of checked) {
    for (const { id } of [result.record, ...result.blocks]) {
      const taken = (previous.store.records.has(id) || previous.store.blocks.has(id)) && !freedIds.has(id);
      if (taken || heldIds.has(id)) return new ReadWhole(`an id of ${result.file} is used twice`);
      heldIds.add(id);
    }
    for (const { key } of result.slugs) {
      const owner = previous.slugOwners.get(key);
      if ((owner !== undefined && !replaced.has(owner)) || heldSlugs.has(key))
        return new ReadWhole(`a slug of ${result.file} is used twice`);
      heldSlugs.add(key);
    }
  }

  // The files in path order, as a whole load lists them. Files changed in place, with the same blocks, keep the
  // store's order: their items take the place of theirs.
  const states = new Map([...scan.confirmed, ...checked.map(({ result, state }) => [result.file, state] as const)]);
  const inPlace =
    added.length === 0 &&
    scan.removed.length === 0 &&
    checked.every(({ result, state }) => sameIds(previous.records.get(result.file)?.blocks ?? [], state.blocks));
  let records: Map<string, RecordFileState>;
  if (inPlace) {
    records = new Map(previous.records);
    for (const [file, state] of states) records.set(file, state);
  } else {
    const order = await filesInPathOrder(
      previous.records,
      scan.removed,
      added.map(({ listed }) => listed.file),
    );
    if (order instanceof ReadWhole) return order;
    records = new Map(order.map((file) => [file, states.get(file) ?? (previous.records.get(file) as RecordFileState)]));
  }

  // Committed from here: the slugs' owners are those of the new load.
  const slugOwners = previous.slugOwners;
  for (const key of freedSlugs) if (replaced.has(slugOwners.get(key) ?? '')) slugOwners.delete(key);
  for (const { result } of checked) for (const { key } of result.slugs) slugOwners.set(key, result.file);

  const store = storeOf(previous.store, records, {
    site: siteText === previous.siteText ? previous.store.site : storedSite(site.settings),
    uploads: uploadsChanged ? uploads.uploads : previous.store.uploads,
    removed: removedStates,
    added: added.map(({ listed }) => records.get(listed.file) as RecordFileState),
    checked: checked.length,
    shelf: previous.shelf,
    replaced: inPlace ? checked.map(({ state }) => state) : undefined,
  });
  const loaded: LoadedContent = {
    ...previous,
    store,
    records,
    modelsById,
    slugOwners,
    uploads: uploadsChanged ? uploads.states : previous.uploads,
    siteText,
  };
  return { loaded, kind: 'changed', checked: checked.length };
}

function sameIds(a: readonly (readonly [string, unknown])[], b: readonly (readonly [string, unknown])[]): boolean {
  return a.length === b.length && a.every(([id], index) => id === b[index]?.[0]);
}

/** `records/{model}/{id}.json` or `{id}.json` -> `{id}`. */
function contentIdOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
}

function listedFile(root: string, file: string, modelApiKey: string): ListedFile {
  const model = models.find((candidate) => candidate.apiKey === modelApiKey);
  if (!model) throw new Error(`${file}: unknown model ${modelApiKey}`);
  return { file, id: contentIdOf(file), model, path: join(root, file) };
}
