import { cp, realpath, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { SiteConfig } from '../config/env.js';
import { contentChangeOf, readRecordVersions } from '../content-client/content-watch.js';
import { openBuildSession, prepareBundles, type BuildSummary } from '../site-build/site-build.js';
import { applyEdit, EDIT_KINDS, type AppliedEdit, type EditKind } from './content-edits.js';
import { changedLiveFiles, identitiesOf, outputDifferences, recordsDifferences } from './output-differences.js';
import { seededRandom } from './seeded-random.js';
import { trimContent } from './trim-content.js';

/**
 * The partial build's proof (docs/decisions/partial-builds.md): from a copy of a content folder, random edits of every
 * kind applied one at a time, each published as a partial build with the cache tags the content watcher names for the
 * saved file (content-watch.ts: the record, and what the save changed of it), and after
 * each the partial output compared byte for byte with a full build of the same content and build id (pages, sitemaps,
 * search indexes, the build manifest and builds/latest.json; the search records the build keeps).
 */

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
      const tags = (await contentChangeOf([edit.file], versions))?.tags ?? null;
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
