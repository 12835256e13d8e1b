import { linkSync, mkdirSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { ViteManifest } from '../../renderer/page-assets.js';
import { localeCodes, type Locale } from '../config/locales.js';
import type { SiteContentClient } from '../content/client/site-content-client.js';
import { collectImageVariants } from '../images/collect-variants.js';
import { parseVariantFile, type ImageVariant } from '../images/image-variant.js';
import { createPageContext, type PageContextSource } from '../render/page-context.js';
import type { PageTagLists } from '../render/page-entries.js';
import { PageBuildError } from '../render/page-payload.js';
import type { ServerBundle } from '../render/server-bundle.js';
import { isPage, pathChunks, type PageDataModule, type PageEntry, type PageRef } from '../runtime/page-module.js';
import { buildPath } from '../routing/build-path.js';
import type { BuildStats } from './build-stats.js';
import type { ReuseSource } from './page-reuse.js';
import { PagePaths } from './page-paths.js';
import { openRecordedLines, type PageTagsWriter, type RecordedBuild, type RecordedPage } from './page-tags.js';
import type { BatchResult, PageWriterSetup, WrittenPage } from './page-writer.js';
import { carriedFiles, type PreparedPages } from './prepared-pages.js';
import { workAhead } from './work-ahead.js';
import type { RenderPool } from './render-pool.js';
import { batchesInOrder } from './batches-in-order.js';
import type { SearchRecordsSpoolFile } from './search-records-spool.js';
import type { SitemapWriter } from './sitemap-writer.js';
import {
  BATCH_SIZE,
  IN_FLIGHT_PER_WORKER,
  settleBatch,
  takeSearchRecords,
  writeLanguageFiles,
  type CarriedPageState,
  type FetchedPageState,
  type RenderStageResult,
} from './stages/render-stage.js';
import { STREAMED_PAGE_SIZE } from '../render/page-context.js';

/** The most pages' data that plans made ahead of the pages taken may hold before the next plan waits. */
const PLANNED_AHEAD = 4 * STREAMED_PAGE_SIZE;

/** What a partial render did, besides what the render stage reports. */
export interface PartialRenderResult extends RenderStageResult {
  /** Pages whose data was fetched again and rendered (or, when their payload was unchanged, reused). */
  fetched: number;
  /** Pages carried over from the live output without fetching their data. */
  carried: number;
  /** Of the carried pages, those linked before the build began (prepared-pages.ts). */
  prepared: number;
  /** Pages of the live build this one no longer has. */
  removed: number;
  /** Page types and languages whose `paths()` ran again. */
  pathsRun: number;
}

const refKey = (ref: Pick<PageRef, 'route' | 'params'>): string =>
  `${ref.route} ${JSON.stringify(Object.entries(ref.params).sort())}`;
const touches = (tags: Iterable<string>, invalidated: ReadonlySet<string>): boolean => {
  for (const tag of tags) if (invalidated.has(tag)) return true;
  return false;
};

/**
 * Whether a page's tag lists name an invalidated tag. The lists are shared between pages (the layout's by every page,
 * a hub's by its stretch): each is looked at once a build. Looked at per page, 107,288 pages named 80.6 million tags
 * (1.3 s of a retitle); their 50,038 lists name about 100 times fewer.
 */
function touchedLists(invalidated: ReadonlySet<string>): (lists: PageTagLists) => boolean {
  const seen = new Map<readonly string[], boolean>();
  const touched = (list: readonly string[]): boolean => {
    let hit = seen.get(list);
    if (hit === undefined) {
      hit = touches(list, invalidated);
      seen.set(list, hit);
    }
    return hit;
  };
  return (lists) => lists.some(touched);
}

/**
 * The pages of one page type in one language for a partial build: its refs (from the recorded build, or from
 * `paths()` again when what `paths()` read was invalidated or a page it listed moved or went away), and the data of
 * the pages that are new or whose recorded tags were invalidated; the other pages are carried over.
 */
async function planPageType({
  pageName,
  module,
  context,
  recorded,
  pathsTags,
  invalidated,
  touched,
}: {
  pageName: string;
  module: PageDataModule;
  context: PageContextSource;
  recorded: readonly RecordedPage[];
  pathsTags: ReadonlySet<string>;
  invalidated: ReadonlySet<string>;
  /** Whether a page's recorded tag lists name an invalidated tag ({@link touchedLists}). */
  touched: (lists: PageTagLists) => boolean;
}): Promise<{
  refs: PageRef[];
  /** The recorded page of each ref, when it has one. */
  pages: readonly (RecordedPage | undefined)[];
  pathsRead: PageTagLists;
  fetched: Map<number, { entry: PageEntry; tags: PageTagLists }>;
  pathsRun: boolean;
}> {
  let pathsRun = touches(pathsTags, invalidated);
  for (;;) {
    const pathsRead: (readonly string[])[] = [];
    let refs: PageRef[];
    let pages: readonly (RecordedPage | undefined)[];
    if (pathsRun) {
      refs = [];
      for await (const chunk of pathChunks(module.paths(context.forPage((list) => pathsRead.push(list)))))
        refs.push(...chunk);
      const byKey = new Map(recorded.map((page) => [refKey(page.ref), page]));
      pages = refs.map((ref) => byKey.get(refKey(ref)));
    } else {
      // The recorded refs, in order: each is its recorded page's (nothing to look up for the pages carried over).
      refs = recorded.map((page) => page.ref);
      pages = recorded;
      pathsRead.push([...pathsTags]);
    }
    const wanted: number[] = [];
    pages.forEach((page, index) => {
      if (!page || touched(page.tags)) wanted.push(index);
    });
    const fetched = new Map<number, { entry: PageEntry; tags: PageTagLists }>();
    let moved = false;
    for (let start = 0; start < wanted.length && !moved; start += STREAMED_PAGE_SIZE) {
      const indexes = wanted.slice(start, start + STREAMED_PAGE_SIZE);
      const loaded = await Promise.all(
        indexes.map(async (index) => {
          const tags: (readonly string[])[] = [];
          const ref = refs[index] as PageRef;
          return {
            index,
            ref,
            tags,
            entry: await module.data(
              ref,
              context.forPage((list) => tags.push(list)),
            ),
          };
        }),
      );
      for (const { index, ref, tags, entry } of loaded) {
        if (entry === null || !isPage(ref, entry)) {
          if (pathsRun)
            throw new PageBuildError(
              `Page type ${pageName}: paths() listed ${ref.route} ${JSON.stringify(ref.params)}, which data() did not find`,
            );
          moved = true;
          break;
        }
        fetched.set(index, { entry, tags });
      }
    }
    // A page that went away or changed its route params: the type's pages are listed again.
    if (moved) {
      pathsRun = true;
      continue;
    }
    return { refs, pages, pathsRead, fetched, pathsRun };
  }
}

/**
 * Makes folders under `root`, parents first and each once: a recursive mkdir per page costs a call per path segment
 * (2.8 s of 20,880 carried pages). A folder a render thread made meanwhile is fine.
 */
function folderMaker(root: string): (folder: string) => void {
  const made = new Set<string>([root]);
  const make = (path: string): void => {
    const folder = path.length > 1 && path.endsWith(sep) ? path.slice(0, -1) : path;
    if (made.has(folder)) return;
    const parent = dirname(folder);
    if (parent !== folder) make(parent);
    try {
      mkdirSync(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    made.add(folder);
  };
  return make;
}

/**
 * A recorded page carried over from the live output: its files (HTML, payload, vCards) hard-linked, since a page names
 * no build and the live build has this one's shell and date (partial-plan.ts). Nothing of it is read: its image
 * variants and bytes are recorded (reading the HTML of 20,880 carried pages for their variants took ~3 s).
 */
function carryPage(page: RecordedPage, live: ReuseSource, staging: string, makeFolder: (folder: string) => void): void {
  const from = join(live.dir, page.path);
  const folder = join(staging, page.path);
  makeFolder(folder);
  for (const file of carriedFiles(page)) linkSync(join(from, file), join(folder, file));
}

/**
 * The staging folder's pages linked from the live output (prepared-pages.ts) as the build goes: a page it writes is
 * first rid of the linked files at its path (writing into one would write into the live site's), and a page the
 * build no longer has goes, with the folders it leaves empty, so the output is a full build's.
 */
function linkedPages(staging: string, recorded: RecordedBuild, linked: ReadonlySet<string>) {
  const byPath = new Map(
    linked.size === 0 ? [] : recorded.pages.filter((page) => linked.has(page.path)).map((page) => [page.path, page]),
  );
  const unlink = (page: RecordedPage) => {
    for (const file of carriedFiles(page)) rmSync(join(staging, page.path, file), { force: true });
  };
  return {
    has: (path: string) => linked.has(path),
    /** Removes the linked files at the path of the page `entry` of `locale` before the page is written. */
    vacate(entry: PageEntry, locale: Locale): void {
      if (byPath.size === 0) return;
      let path: string;
      try {
        path = buildPath(entry.route, locale, entry.params ?? {});
      } catch {
        // The render thread reports the page's error.
        return;
      }
      const page = byPath.get(path);
      if (page) unlink(page);
    },
    /** Removes the linked pages the build did not write or carry (`kept`), and the folders that leaves empty. */
    removeGone(kept: PagePaths): void {
      for (const [path, page] of byPath) {
        if (kept.has(path)) continue;
        unlink(page);
        for (let folder = join(staging, path); folder.length > staging.length + 1; folder = dirname(folder)) {
          try {
            rmdirSync(folder);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === 'ENOTEMPTY') break;
            throw error;
          }
        }
      }
    },
  };
}

/**
 * The image variants of carried pages and their search records' thumbnails, each reported once: thousands of pages
 * share a few hundred.
 */
function carriedVariants(): (page: RecordedPage) => ImageVariant[] {
  const seen = new Set<string>();
  const thumbnails = new Set<string>();
  return (page) => {
    const found: ImageVariant[] = [];
    for (const file of page.images) {
      if (seen.has(file)) continue;
      seen.add(file);
      const variant = parseVariantFile(file);
      if (variant) found.push(variant);
    }
    for (const image of page.thumbnails) {
      if (thumbnails.has(image)) continue;
      thumbnails.add(image);
      found.push(...collectImageVariants(image));
    }
    return found;
  };
}

/**
 * The render stage of a partial build (build-site.ts): the same pages, files, sitemap entries, search records, image
 * variants and page tags, in the same order, as a full build of the same content, from the recorded build and the
 * invalidated cache tags. Pages whose recorded tags the change did not touch are carried over from the live output
 * (their files hard-linked); the others are fetched and rendered as in a full build.
 */
export async function partialRenderStage({
  content,
  server,
  manifest,
  staging,
  siteUrl,
  sites,
  workers,
  pool,
  sitemaps,
  stats,
  log,
  live,
  searchRecords,
  pageTags,
  layoutTags,
  recorded,
  invalidated,
  prepared,
  languageDone,
}: {
  content: SiteContentClient;
  server: ServerBundle;
  manifest: ViteManifest;
  staging: string;
  siteUrl: string;
  sites: PageWriterSetup['sites'];
  workers: number;
  /** The render threads (or this thread), set up to take the live output's unchanged pages (render-pool.ts). */
  pool: Pick<RenderPool, 'run'>;
  sitemaps: Pick<SitemapWriter, 'add'>;
  stats: BuildStats;
  log: (message: string) => void;
  /** The live output, made by the recorded build from the same code and site data. */
  live: ReuseSource;
  searchRecords: SearchRecordsSpoolFile;
  pageTags: PageTagsWriter;
  layoutTags: Record<Locale, PageTagLists>;
  recorded: RecordedBuild;
  invalidated: ReadonlySet<string>;
  /** The pages a resident build session linked while no build ran, taken when they are of `live` and `recorded`. */
  prepared?: PreparedPages | undefined;
  /** Told when a language's pages are all taken, and so its search records all in the spool. */
  languageDone?: (locale: Locale) => void;
}): Promise<PartialRenderResult> {
  const pagesStarted = performance.now();
  const imageVariants = new Map<string, ImageVariant>();
  const variantsOf = carriedVariants();
  const makeFolder = folderMaker(staging);
  const seenPaths = new PagePaths();
  const result = { fetched: 0, carried: 0, prepared: 0, pathsRun: 0 };
  /** Taken before the first page is written or carried: the thread linking them stops then. */
  let linked: ReturnType<typeof linkedPages> | undefined;
  /** Render batches and carried pages in build order, settled as the full build's render stage settles its batches. */
  const sent = batchesInOrder<{
    pageName: string;
    locale: Locale;
    result: Promise<BatchResult>;
    tags: PageTagLists[];
    states: (FetchedPageState | CarriedPageState)[];
  }>({
    rendering: Math.max(workers, 1) * IN_FLIGHT_PER_WORKER,
    settle: (batch, result) =>
      settleBatch({ ...batch, result }, { stats, seenPaths, sitemaps, imageVariants, pageTags }),
  });

  const recordedLines = await openRecordedLines(recorded);
  /** The page types' plans (below); when the build stops (done or failed), those not started yet do not start. */
  const ahead = workAhead<Awaited<ReturnType<typeof planPageType>>>({
    budget: PLANNED_AHEAD,
    weigh: (plan) => plan.fetched.size,
  });
  try {
    const recordedPages = new Map<string, RecordedPage[]>();
    for (const page of recorded.pages) {
      const key = `${page.locale} ${page.pageName}`;
      const pages = recordedPages.get(key);
      if (pages) pages.push(page);
      else recordedPages.set(key, [page]);
    }
    const pathsRead: { pageName: string; locale: Locale; tags: PageTagLists }[] = [];
    const recordedPaths = new Map(recorded.paths.map((paths) => [`${paths.locale} ${paths.pageName}`, paths.tags]));
    const touched = touchedLists(invalidated);
    // Every page type's plan, in both languages, made one after the other ahead of the pages taken: a plan waits on
    // the content service (a hub's stretch, a collection's paths again: ~0.5 s each at 100,000 pages) while this
    // thread carries the pages of the plans before it. One at a time, in build order: plans asked at once shared the
    // service and the first one, awaited first, came last. The next plan waits while those made and not yet taken
    // hold more than PLANNED_AHEAD pages' data (a new article's hub: 1,622 pages a language at 100,000 pages).
    const plans = new Map(
      localeCodes.flatMap((locale) =>
        Object.entries(server.pages).map(([pageName, { data: module }]) => {
          const plan = ahead.add(() =>
            planPageType({
              pageName,
              module,
              context: createPageContext({
                content,
                contentDocument: server.contentDocument,
                locale,
                site: sites[locale].site,
                siteUrl,
              }),
              recorded: recordedPages.get(`${locale} ${pageName}`) ?? [],
              pathsTags: recordedPaths.get(`${locale} ${pageName}`) ?? new Set(),
              invalidated,
              touched,
            }),
          );
          return [`${locale} ${pageName}`, plan] as const;
        }),
      ),
    );
    let batchId = 0;
    for (const locale of localeCodes) {
      const layout = layoutTags[locale];
      for (const pageName of Object.keys(server.pages)) {
        const plan = await (plans.get(`${locale} ${pageName}`) as ReturnType<typeof planPageType>);
        if (plan.pathsRun) result.pathsRun += 1;
        linked ??= linkedPages(
          staging,
          recorded,
          (await prepared?.take({ live: live.dir, buildId: recorded.buildId, staging })) ?? new Set(),
        );
        const staged = linked;
        let batch: { entry: PageEntry; tags: PageTagLists; state: FetchedPageState }[] = [];
        const flush = async () => {
          if (batch.length === 0) return;
          const pages = batch;
          batch = [];
          result.fetched += pages.length;
          await sent.add({
            pageName,
            locale,
            result: pool.run({ id: batchId++, pageName, locale, entries: pages.map(({ entry }) => entry) }),
            tags: pages.map(({ tags }) => [...layout, ...tags]),
            states: pages.map(({ state }) => state),
          });
        };
        /** Consecutive carried pages, settled as one batch taken from the live output (one page-tags write per batch). */
        let carriedRun: {
          pages: WrittenPage[];
          images: ImageVariant[];
          tags: PageTagLists[];
          recorded: RecordedPage[];
        } = { pages: [], images: [], tags: [], recorded: [] };
        /** The run's recorded lines read again: copied into this build's page tags, their search records into the spool. */
        const flushCarried = async () => {
          if (carriedRun.pages.length === 0) return;
          const { pages, images, tags, recorded: run } = carriedRun;
          carriedRun = { pages: [], images: [], tags: [], recorded: [] };
          const lines = await recordedLines.read(run);
          searchRecords.addLines(
            locale,
            lines.map((bytes, index) => bytes.subarray((run[index] as RecordedPage).searchAt)),
          );
          const carriedBatch: BatchResult = { id: -1, pages, images, reused: pages.length, renderMs: 0, writeMs: 0 };
          await sent.add({
            pageName,
            locale,
            result: Promise.resolve(carriedBatch),
            tags,
            states: lines.map((bytes) => ({ recorded: bytes })),
          });
        };
        const addFetched = async (ref: PageRef, entry: PageEntry, tags: PageTagLists) => {
          await flushCarried();
          const { page, records } = takeSearchRecords(entry, locale, imageVariants);
          searchRecords.add(locale, records);
          staged.vacate(page, locale);
          batch.push({
            entry: page,
            tags,
            state: { pageName, locale, ref, files: (page.files ?? []).map((file) => file.name), search: records },
          });
          if (batch.length >= BATCH_SIZE) await flush();
        };
        for (const [index, ref] of plan.refs.entries()) {
          const fetched = plan.fetched.get(index);
          if (fetched) {
            await addFetched(ref, fetched.entry, fetched.tags);
            continue;
          }
          const page = plan.pages[index] as RecordedPage;
          if (staged.has(page.path)) result.prepared += 1;
          else carryPage(page, live, staging, makeFolder);
          await flush();
          result.carried += 1;
          carriedRun.images.push(...variantsOf(page));
          carriedRun.pages.push({
            path: page.path,
            alternatePaths: page.alternates,
            noIndex: page.noIndex,
            bytes: page.bytes,
            images: page.images,
          });
          carriedRun.tags.push(page.tags);
          carriedRun.recorded.push(page);
          if (carriedRun.pages.length >= BATCH_SIZE) await flushCarried();
        }
        await flush();
        await flushCarried();
        pathsRead.push({ pageName, locale, tags: plan.pathsRead });
        ahead.taken(plan);
      }
      // Its search records are all in the spool (written as its pages were taken, not when their batches settle).
      languageDone?.(locale);
    }
    content.clearCache();
    await sent.drain();
    linked?.removeGone(seenPaths);
    for (const { pageName, locale, tags } of pathsRead) await pageTags.addPaths?.(pageName, locale, tags);
  } finally {
    ahead.stop();
    await recordedLines.close();
  }
  stats.seconds.pages = (performance.now() - pagesStarted) / 1000;
  await writeLanguageFiles({ staging, manifest, server, sites, imageVariants });
  const removed = recorded.pages.filter((page) => !seenPaths.has(page.path)).length;
  log(
    `[build] partial: ${result.fetched} pages fetched again, ${result.carried} carried over (${result.prepared} of them linked before the build), ${removed} removed, paths() run again for ${result.pathsRun} page types`,
  );
  return { pages: seenPaths.size, imageVariants, removed, ...result };
}
