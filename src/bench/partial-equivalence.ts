import { cp, readdir, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import type { SiteConfig } from '../config/env.js';
import { contentChangeOf, readRecordVersions } from '../content/server/content-watch.js';
import type { BuildSummary } from '../site-build/build-site.js';
import { openBuildSession } from '../site-build/build-session.js';
import { prepareBundles } from '../site-build/bundles.js';

/**
 * The partial build's proof (docs/decisions/partial-builds.md): from a copy of a content folder, random edits of every
 * kind applied one at a time, each published as a partial build with the cache tags the content watcher names for the
 * saved file (content-watch.ts: the record, and what the save changed of it), and after
 * each the partial output compared byte for byte with a full build of the same content and build id (pages, sitemaps,
 * search indexes, the build manifest and builds/latest.json; the search records the build keeps).
 */

/** The kinds of edits, each one a webhook's worth of change. */
export const EDIT_KINDS = [
  'text',
  'image',
  'slug',
  'create',
  'delete',
  'unpublish',
  'publish',
  'linked',
  'menu',
] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

/** A record file: its id, status and localized fields. */
type RecordFile = Record<string, unknown> & { id: string; _status?: string };

/** A small deterministic generator (mulberry32): the same seed, the same edits. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** What one edit changed: the record file it saved, created or deleted (relative to the content folder). */
export interface AppliedEdit {
  kind: EditKind;
  description: string;
  file: string;
}

/** The collections edits pick records from: one page per record, linked from hubs, related lists and authors. */
const EDITED_MODELS = ['single_news', 'single_event', 'single_cases_analysis', 'single_career'] as const;

async function recordsOf(contentDir: string, model: string): Promise<{ file: string; record: RecordFile }[]> {
  const folder = join(contentDir, 'records', model);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => ({
      file: join(folder, name),
      record: JSON.parse(await readFile(join(folder, name), 'utf8')) as RecordFile,
    })),
  );
}

/**
 * A copy of `record` whose blocks have ids of their own (`suffix` added), and its documents' references to them: a
 * block id is unique across the content, as a record's.
 */
function withOwnBlocks(record: RecordFile, suffix: string): RecordFile {
  const ids: string[] = [];
  const collect = (value: unknown, top: boolean): void => {
    if (Array.isArray(value)) for (const item of value) collect(item, false);
    else if (value !== null && typeof value === 'object') {
      const entry = value as Record<string, unknown>;
      if (!top && typeof entry.id === 'string') ids.push(entry.id);
      for (const child of Object.values(entry)) collect(child, false);
    }
  };
  collect(record, true);
  // A document names its blocks inside its value's text too (escaped there): every occurrence of the id is renamed.
  const text = ids.reduce((json, id) => json.split(id).join(`${id}${suffix}`), JSON.stringify(record));
  return JSON.parse(text) as RecordFile;
}

const save = (file: string, record: RecordFile) => writeFile(file, `${JSON.stringify(record, null, 2)}\n`);

/** Applies one random edit of `kind` to the content folder; null when the content has nothing to edit that way. */
export async function applyEdit(
  contentDir: string,
  kind: EditKind,
  random: () => number,
  serial: number,
): Promise<AppliedEdit | null> {
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  if (kind === 'menu') {
    const [layout] = await recordsOf(contentDir, 'layout');
    const menu = (layout?.record.mainMenu as Record<string, { label?: string }[]> | undefined)?.['fr-CA'];
    const entry = menu && pick(menu.filter((item) => typeof item.label === 'string'));
    if (!layout || !entry) return null;
    entry.label = `${entry.label} ${serial}`;
    await save(layout.file, layout.record);
    return {
      kind,
      description: `main menu entry relabelled "${entry.label}"`,
      file: relative(contentDir, layout.file),
    };
  }
  if (kind === 'linked') {
    const people = await recordsOf(contentDir, 'single_employee');
    const person = pick(people);
    if (!person || typeof person.record.lastName !== 'string') return null;
    person.record.lastName = `${person.record.lastName}-${serial}`;
    await save(person.file, person.record);
    return {
      kind,
      description: `${person.record.id} renamed (linked from articles)`,
      file: relative(contentDir, person.file),
    };
  }
  if (kind === 'image') {
    // Not every edited model has a hero image (careers do not): any edited model's record that has one.
    const withImage = (await Promise.all(EDITED_MODELS.map((model) => recordsOf(contentDir, model))))
      .flat()
      .filter(({ record }) => record._status !== 'draft' && typeof record.heroImage === 'string');
    const target = pick(withImage);
    const other = pick(withImage.filter(({ record }) => record.heroImage !== target?.record.heroImage));
    if (!target || !other) return null;
    target.record.heroImage = other.record.heroImage;
    await save(target.file, target.record);
    return {
      kind,
      description: `${target.record.id} shows ${String(other.record.heroImage)}`,
      file: relative(contentDir, target.file),
    };
  }
  if (kind === 'publish') {
    // Drafts are few (the real content has one): any edited model's.
    const drafts = (await Promise.all(EDITED_MODELS.map((model) => recordsOf(contentDir, model))))
      .flat()
      .filter(({ record }) => record._status === 'draft');
    const target = pick(drafts);
    if (!target) return null;
    target.record._status = 'published';
    await save(target.file, target.record);
    return { kind, description: `${target.record.id} published`, file: relative(contentDir, target.file) };
  }
  const model = pick(EDITED_MODELS) as string;
  const records = await recordsOf(contentDir, model);
  const published = records.filter(({ record }) => record._status !== 'draft');
  switch (kind) {
    case 'text': {
      const target = pick(published);
      const title = target?.record.title as Record<string, string> | undefined;
      if (!target || !title) return null;
      title['fr-CA'] = `${title['fr-CA']} (révisé ${serial})`;
      await save(target.file, target.record);
      return { kind, description: `${target.record.id} retitled`, file: relative(contentDir, target.file) };
    }
    case 'slug': {
      const target = pick(published);
      const slug = target?.record.slug as Record<string, string> | undefined;
      if (!target || !slug) return null;
      slug['fr-CA'] = `${slug['fr-CA']}-${serial}`;
      await save(target.file, target.record);
      return { kind, description: `${target.record.id} re-slugged`, file: relative(contentDir, target.file) };
    }
    case 'create': {
      const source = pick(published);
      if (!source) return null;
      const id = `${source.record.id}-copy-${serial}`;
      const file = join(contentDir, 'records', model, `${id}.json`);
      const copy = withOwnBlocks(source.record, `-copy-${serial}`);
      copy.id = id;
      for (const field of ['slug', 'title'] as const) {
        const value = copy[field] as Record<string, string> | undefined;
        if (value) for (const locale of Object.keys(value)) value[locale] = `${value[locale]}-${serial}`;
      }
      await save(file, copy);
      return { kind, description: `${id} created`, file: relative(contentDir, file) };
    }
    case 'delete': {
      // A record another one links to stays: the content refuses links to records that do not exist.
      const others = (
        await Promise.all((await readdir(join(contentDir, 'records'))).map((folder) => recordsOf(contentDir, folder)))
      ).flat();
      const linked = (id: string) =>
        others.some(({ record }) => record.id !== id && JSON.stringify(record).includes(id));
      const target = pick(records.filter(({ record }) => !linked(record.id)));
      if (!target || records.length < 3) return null;
      await rm(target.file);
      return { kind, description: `${target.record.id} deleted`, file: relative(contentDir, target.file) };
    }
    case 'unpublish': {
      const target = pick(published);
      if (!target || published.length < 3) return null;
      // A draft carries no publication dates (the content files' rule).
      const { _publishedAt: _published, _firstPublishedAt: _firstPublished, ...draft } = target.record;
      await save(target.file, { ...draft, _status: 'draft' });
      return { kind, description: `${target.record.id} unpublished`, file: relative(contentDir, target.file) };
    }
  }
}

/**
 * Makes `dir` (a copy of a content folder) a small site of the same shape: each collection keeps at most `keep` records
 * besides those other records link to, and only the uploads the remaining records and settings name.
 */
export async function trimContent(dir: string, keep: number): Promise<void> {
  const records = join(dir, 'records');
  const files = new Map<string, string>();
  for (const model of await readdir(records)) {
    for (const name of await readdir(join(records, model)))
      files.set(join(records, model, name), await readFile(join(records, model, name), 'utf8'));
  }
  const byModel = new Map<string, string[]>();
  for (const file of files.keys()) {
    const model = basename(join(file, '..'));
    byModel.set(model, [...(byModel.get(model) ?? []), file]);
  }
  const cut = new Set<string>();
  for (const list of byModel.values()) for (const file of list.sort().slice(keep)) cut.add(file);
  // A record another kept record names stays (its link would dangle), until nothing changes.
  for (let changed = true; changed; ) {
    changed = false;
    const kept = [...files.entries()]
      .filter(([file]) => !cut.has(file))
      .map(([, text]) => text)
      .join('\n');
    for (const file of cut) {
      const { id } = JSON.parse(files.get(file) ?? '{}') as { id?: string };
      // Ids are named quoted, or inside structured text serialized as a string (escaped quotes): any mention keeps it.
      if (id && kept.includes(id)) {
        cut.delete(file);
        changed = true;
      }
    }
  }
  for (const file of cut) await rm(file);
  const named =
    [...files.entries()]
      .filter(([file]) => !cut.has(file))
      .map(([, text]) => text)
      .join('\n') + (await readFile(join(dir, 'site.json'), 'utf8'));
  const uploads = join(dir, 'uploads');
  for (const name of await readdir(uploads).catch(() => [] as string[])) {
    if (!name.endsWith('.json')) continue;
    const upload = JSON.parse(await readFile(join(uploads, name), 'utf8')) as { id: string; filename: string };
    if (named.includes(upload.id)) continue;
    await rm(join(uploads, name));
    await rm(join(uploads, upload.filename), { force: true });
  }
}

/** Files read at once when outputs are compared. */
const READ_AT_ONCE = 64;

/** Every file under `dir`, by relative path. */
async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  // Read many at once: one at a time, reading a live output and a full one took ~1.5 s of each edit's ~8.
  for (let start = 0; start < entries.length; start += READ_AT_ONCE) {
    const read = await Promise.all(
      entries.slice(start, start + READ_AT_ONCE).map(async (entry) => {
        const path = relative(dir, join(entry.parentPath, entry.name));
        if (entry.isFile()) return [path, await readFile(join(entry.parentPath, entry.name))] as const;
        // A folder as an empty entry: a partial build leaves no folder a full build does not make.
        return entry.isDirectory() ? ([`${path}/`, Buffer.alloc(0)] as const) : undefined;
      }),
    );
    for (const file of read) if (file) files.set(file[0], file[1]);
  }
  return files;
}

/**
 * Each file under `dir` by its identity: inode, size and modification time (ns). A write into a file, through any of
 * its links, changes its modification time; linking it elsewhere does not.
 */
async function identitiesOf(dir: string): Promise<Map<string, string>> {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const identities = new Map<string, string>();
  for (let start = 0; start < entries.length; start += READ_AT_ONCE) {
    const stats = await Promise.all(
      entries
        .slice(start, start + READ_AT_ONCE)
        .map((entry) => stat(join(entry.parentPath, entry.name), { bigint: true })),
    );
    for (const [index, file] of stats.entries()) {
      const entry = entries[start + index] as (typeof entries)[number];
      identities.set(relative(dir, join(entry.parentPath, entry.name)), `${file.ino} ${file.size} ${file.mtimeNs}`);
    }
  }
  return identities;
}

/**
 * The differences between a partial output and a full one: files missing or different, and files the partial output
 * has beyond the full one's, but for what a published build keeps of the builds before it (their manifests and the
 * assets those name, output-swap.ts keepAssets).
 */
export async function outputDifferences(partialDir: string, fullDir: string): Promise<string[]> {
  const [partial, full] = await Promise.all([filesOf(partialDir), filesOf(fullDir)]);
  const differences: string[] = [];
  for (const [file, bytes] of full) {
    const other = partial.get(file);
    if (!other) differences.push(`missing ${file}`);
    else if (!other.equals(bytes)) differences.push(`differs ${file}`);
  }
  for (const file of partial.keys()) {
    if (!full.has(file) && !file.startsWith('builds/meta/') && !file.startsWith('assets/'))
      differences.push(`extra ${file}`);
  }
  return differences;
}

/**
 * The files of the output `dir`, live before a partial build, that the build changed: none may change, though the
 * build's staging folder holds them hard-linked (prepared-pages.ts) and writes its pages beside them.
 */
async function changedLiveFiles(dir: string, before: Map<string, string>): Promise<string[]> {
  const after = await identitiesOf(dir);
  return [...before]
    .filter(([file, identity]) => after.get(file) !== identity)
    .map(([file]) => `changed the output live before it: ${file}`);
}

/** The build's kept search records (the next full sync's input), compared the same way. */
async function recordsDifferences(partialBuilds: string, fullBuilds: string): Promise<string[]> {
  const differences = await outputDifferences(
    join(partialBuilds, 'search-records'),
    join(fullBuilds, 'search-records'),
  );
  return differences.map((difference) => `search-records: ${difference}`);
}

/** One edit's outcome. */
export interface EditOutcome extends AppliedEdit {
  /** The cache tags the partial build was given. */
  tags: string[] | null;
  partial: Pick<
    BuildSummary,
    'kind' | 'reason' | 'rendered' | 'fetched' | 'reusedPages' | 'removed' | 'pages' | 'prepared'
  > & { seconds: number };
  fullSeconds: number;
  differences: string[];
}

/**
 * Copies `contentDir` into `work`, builds it (full), then for each of `edits` random edits: applies it, publishes it
 * as a partial build of `work/dist` with its tags, builds the same content fully into a fresh folder with the same
 * build id, and compares the two. `onEdit` hears each outcome as it comes.
 */
export async function runPartialEquivalence({
  config,
  contentDir,
  work,
  edits,
  seed,
  workers,
  kinds = EDIT_KINDS,
  inTurn = false,
  keepRecords,
  beforeEdit,
  onEdit,
}: {
  config: (contentDir: string) => SiteConfig;
  contentDir: string;
  /** A folder under the project (build outputs are relative to it). */
  work: string;
  edits: number;
  seed: number;
  workers?: number;
  kinds?: readonly EditKind[];
  /** Takes the kinds in turn (the first edit of the first kind, and so on; a kind that found nothing is drawn again) instead of at random. */
  inTurn?: boolean;
  /** Trims the copy to about this many records per collection (trimContent). Default: the whole content. */
  keepRecords?: number;
  /** Runs before each partial build, told its number from 1 (a test damaging the recorded state). */
  beforeEdit?: (edit: number) => Promise<void>;
  onEdit?: (outcome: EditOutcome) => void;
}): Promise<EditOutcome[]> {
  const random = seededRandom(seed);
  const content = join(work, 'content');
  await rm(work, { recursive: true, force: true });
  await cp(contentDir, content, { recursive: true });
  if (keepRecords !== undefined) await trimContent(content, keepRecords);
  const versions = readRecordVersions(content);
  const site = config(content);
  const root = join(import.meta.dirname, '../..');
  const live = { outDir: relative(root, join(work, 'dist')), buildsDir: relative(root, join(work, 'builds')) };
  // One set of bundles for every build: the code is the same, whatever else changes in the working tree meanwhile. One
  // content service too (a build session, as publish:serve's builder keeps): it reads the folder again before each build.
  const bundles = await prepareBundles();
  const session = await openBuildSession(site);
  const common = { log: () => {}, prepareBundles: async () => bundles, ...(workers === undefined ? {} : { workers }) };
  try {
    // Build ids that name their time (build-id.ts): one second apart, within one hour of one day (a build on another
    // date than the live one is a full build: partial-plan.ts).
    const idOf = (serial: number) =>
      `20261101T12${String(Math.floor(serial / 60) % 60).padStart(2, '0')}${String(serial % 60).padStart(2, '0')}Z-e${serial}`;
    await session.build({ ...common, ...live, buildId: idOf(0) });
    const outcomes: EditOutcome[] = [];
    /** Draws in a row that found nothing to edit; in turn, a kind is drawn again (other records) until it applies. */
    let misses = 0;
    for (let serial = 1; outcomes.length < edits; serial += 1) {
      const kind = kinds[inTurn ? outcomes.length % kinds.length : Math.floor(random() * kinds.length)] as EditKind;
      if (misses >= 100) throw new Error(`No ${kind} edit applies to this content (100 draws)`);
      const edit = await applyEdit(content, kind, random, serial);
      misses = edit ? 0 : misses + 1;
      if (!edit) continue;
      const tags = contentChangeOf([edit.file], versions)?.tags ?? null;
      const buildId = idOf(serial);
      await beforeEdit?.(outcomes.length + 1);
      const liveDir = await realpath(join(work, 'dist'));
      const liveFiles = await identitiesOf(liveDir);
      const partialStarted = performance.now();
      const partial = await session.build({ ...common, ...live, buildId, invalidatedTags: tags });
      const partialSeconds = (performance.now() - partialStarted) / 1000;
      const liveChanged = await changedLiveFiles(liveDir, liveFiles);
      const fullStarted = performance.now();
      const fullOut = join(work, `full-${serial}`);
      await session.build({
        ...common,
        outDir: relative(root, fullOut),
        buildsDir: relative(root, `${fullOut}-builds`),
        buildId,
        reusePages: false,
      });
      const fullSeconds = (performance.now() - fullStarted) / 1000;
      // The session links the pages of the full build's output for a next build of it: done before that output goes.
      await session.prepared();
      const differences = [
        ...liveChanged,
        ...(await outputDifferences(join(work, 'dist'), fullOut)),
        ...(await recordsDifferences(join(work, 'builds'), `${fullOut}-builds`)),
      ];
      await rm(fullOut, { recursive: true, force: true });
      await rm(`${fullOut}.deploys`, { recursive: true, force: true });
      await rm(`${fullOut}-builds`, { recursive: true, force: true });
      const { kind: buildKind, reason, rendered, fetched, reusedPages, removed, pages, prepared } = partial;
      const outcome: EditOutcome = {
        ...edit,
        tags,
        partial: {
          kind: buildKind,
          ...(reason === undefined ? {} : { reason }),
          rendered,
          fetched,
          reusedPages,
          removed,
          pages,
          prepared,
          seconds: partialSeconds,
        },
        fullSeconds,
        differences,
      };
      outcomes.push(outcome);
      onEdit?.(outcome);
    }
    return outcomes;
  } finally {
    await session.close();
  }
}
