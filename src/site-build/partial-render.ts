import { localeCodes, type Locale } from '../config/locales.js';
import type { ImageVariant } from '../images/image-variant.js';
import { createPageContext, STREAMED_PAGE_SIZE } from '../../renderer/server/page-context.js';
import type { PageTagLists } from '../../renderer/server/page-entries.js';
import type { PageEntry, PageRef } from '../page-contract/page-module.js';
import { carriedVariants } from './carried-pages.js';
import { openCarryThread } from './carry-thread.js';
import { linkedPages, type LinkedPages } from './linked-pages.js';
import type { ReuseSource } from './page-reuse.js';
import { PagePaths } from './page-paths.js';
import { openRecordedLines, type RecordedBuild, type RecordedPage } from './page-tags.js';
import { planPageType, touchedLists, type PageTypePlan } from './page-type-plan.js';
import type { BatchResult, WrittenPage } from './page-writer.js';
import type { PreparedPages } from './prepared-pages.js';
import { workAhead } from './work-ahead.js';
import { batchesInOrder } from './batches-in-order.js';
import { searchRecordLines, type SearchRecordsSpoolFile } from './search-records-spool.js';
import {
  BATCH_SIZE,
  IN_FLIGHT_PER_WORKER,
  pageSearchRecords,
  settleBatch,
  takeSearchRecords,
  writeLanguageFiles,
  type CarriedPageState,
  type FetchedPageState,
  type RenderStageOptions,
  type RenderStageResult,
} from './stages/render-stage.js';

/** The most pages that plans made ahead of the pages taken may fetch before the next plan waits. */
const PLANNED_AHEAD = 4 * STREAMED_PAGE_SIZE;
/**
 * Consecutive carried pages settled as one run: one read of their recorded lines, one append to the search records
 * spool, one page-tags write. A retitle at 107,288 pages, four rounds each, alternating in one build session: pages
 * stage 7.10-7.49 s in runs of 50 pages (a render batch), 5.81-7.16 s in runs of 1,000, whose lines are ~3 MB.
 */
const CARRIED_RUN_PAGES = 1_000;

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

/** What the partial build's render stage is given: the render stage's options, and what it carries pages over from. */
export interface PartialRenderOptions extends Omit<RenderStageOptions, 'searchRecords'> {
  /** The search records of the pages, per language, in build order: a carried page's copied from its recorded line. */
  searchRecords: SearchRecordsSpoolFile;
  /** The live output, made by the recorded build from the same code and site data. */
  live: ReuseSource;
  recorded: RecordedBuild;
  invalidated: ReadonlySet<string>;
  /** The pages a resident build session linked while no build ran, taken when they are of `live` and `recorded`. */
  prepared?: PreparedPages | undefined;
  /**
   * Told once a language's search records differ from the recorded build's (a page fetched again whose records are not
   * its recorded ones, or a new page), as soon as that is known: the records from then on still come in build order.
   */
  languageChanged?: (locale: Locale) => void;
  /** Told when a language's pages are all taken, and so its search records all in the spool. */
  languageDone?: (locale: Locale) => void;
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
  languageChanged,
  languageDone,
}: PartialRenderOptions): Promise<PartialRenderResult> {
  const pagesStarted = performance.now();
  const imageVariants = new Map<string, ImageVariant>();
  const variantsOf = carriedVariants();
  /** The pages carried that were not linked before the build, linked on a thread of their own. */
  const carrier = openCarryThread(live.dir, staging);
  const seenPaths = new PagePaths();
  const result = { fetched: 0, carried: 0, prepared: 0, pathsRun: 0 };
  /** Taken before the first page is written or carried: the thread linking them stops then. */
  let linked: LinkedPages | undefined;
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
  /** The recorded pages this build no longer has, once its pages are all taken. */
  let gone: RecordedPage[] = [];
  /**
   * The languages whose records are known to differ from the recorded ones, the comparisons still reading, and the
   * languages whose pages are being taken or were: a language is told changed once it is reached (the search thread
   * makes one index at a time, and one waiting for a later language's records would hold up an earlier one's).
   */
  const changed = new Set<Locale>();
  const comparing: Promise<void>[] = [];
  const reached = new Set<Locale>();
  /** Set once the stage ends, done or failed: a comparison finishing later tells nothing. */
  let ended = false;
  /**
   * Tells `languageChanged` when a fetched page's search records are not those it recorded, as soon as its data is
   * fetched (a plan fetches ahead of the pages taken: the language's index starts before its pages are reached).
   */
  const compareRecords = (locale: Locale, page: RecordedPage | undefined, entry: PageEntry) => {
    if (!languageChanged || ended || changed.has(locale)) return;
    const lines = searchRecordLines(pageSearchRecords(entry, locale));
    const tell = () => {
      if (ended || changed.has(locale)) return;
      changed.add(locale);
      if (reached.has(locale)) languageChanged(locale);
    };
    if (!page || page.linesBytes - page.searchAt !== lines.length) tell();
    else if (lines.length > 0)
      comparing.push(
        recordedLines.read([page]).then(
          ([recordedPage]) => {
            if (!recordedPage?.subarray(page.searchAt).equals(lines)) tell();
          },
          // Unread, the language's index is made once its pages are done, as when it did not change.
          () => {},
        ),
      );
  };
  /** The page types' plans (below); when the build stops (done or failed), those not started yet do not start. */
  const ahead = workAhead<PageTypePlan>({
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
    // Every page type's plan, in both languages, made one after the other ahead of the pages taken: a plan waits on the
    // content service (a hub's stretch, a collection's paths again: ~0.5 s each at 100,000 pages) while this thread
    // carries the pages of the plans before it. One at a time, in build order: plans asked at once shared the service
    // and the first one, awaited first, came last. A plan whose `paths()` ran again is ready once they are listed, its
    // pages fetched a chunk at a time while this thread sends those before (page-type-plan.ts). The next plan waits
    // while those made and not yet taken fetch more than PLANNED_AHEAD pages (a new article's hub: 1,646 a language at
    // 100,000 pages).
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
          if (languageChanged)
            plan.then(
              ({ fetched, pages }) => {
                for (const [index, page] of fetched)
                  page
                    .then(({ entry }) => compareRecords(locale, pages[index], entry))
                    // A page that fails (its data, its records) fails the build when the build takes it.
                    .catch(() => {});
              },
              () => {},
            );
          return [`${locale} ${pageName}`, plan] as const;
        }),
      ),
    );
    let batchId = 0;
    for (const locale of localeCodes) {
      reached.add(locale);
      if (changed.has(locale)) languageChanged?.(locale);
      const layout = layoutTags[locale];
      for (const pageName of Object.keys(server.pages)) {
        const plan = await (plans.get(`${locale} ${pageName}`) as Promise<PageTypePlan>);
        if (plan.pathsRun) result.pathsRun += 1;
        linked ??= linkedPages(
          staging,
          recorded,
          (await prepared?.take({ live: live.dir, buildId: recorded.buildId, staging })) ?? 0,
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
            const { entry, tags } = await fetched;
            await addFetched(ref, entry, tags);
            continue;
          }
          const page = plan.pages[index] as RecordedPage;
          if (staged.has(page.path)) result.prepared += 1;
          else carrier.carry(page);
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
          if (carriedRun.pages.length >= CARRIED_RUN_PAGES) await flushCarried();
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
    await Promise.all([sent.drain(), carrier.done()]);
    gone = recorded.pages.filter((page) => !seenPaths.has(page.path));
    linked?.removeGone(gone);
    for (const { pageName, locale, tags } of pathsRead) await pageTags.addPaths?.(pageName, locale, tags);
  } finally {
    ended = true;
    ahead.stop();
    await carrier.stop();
    while (comparing.length > 0) await Promise.all(comparing.splice(0));
    await recordedLines.close();
  }
  stats.seconds.pages = (performance.now() - pagesStarted) / 1000;
  await writeLanguageFiles({ staging, manifest, server, sites, imageVariants });
  const removed = gone.length;
  log(
    `[build] partial: ${result.fetched} pages fetched again, ${result.carried} carried over (${result.prepared} of them linked before the build), ${removed} removed, paths() run again for ${result.pathsRun} page types`,
  );
  return { pages: seenPaths.size, imageVariants, removed, ...result };
}
