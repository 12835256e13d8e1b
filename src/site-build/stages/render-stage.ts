import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorPageAssets, type ViteManifest } from '../../../renderer/server/page-assets.js';
import { localeCodes, locales, type Locale } from '../../config/locales.js';
import type { SiteContentClient } from '../../content-client/site-content-client.js';
import { collectImageVariants } from '../../images/collect-variants.js';
import { pageMessages } from '../../i18n/page-messages.js';
import { SITE_MODULE_FOLDER, siteModulePath, siteModuleText } from '../../page-contract/site-module.js';
import { localePageSearchRecords } from '../../search/page-records.js';
import type { SearchRecord } from '../../search/search-record.js';
import type { SearchRecordsSpool } from '../search-records-spool.js';
import type { ImageVariant } from '../../images/image-variant.js';
import type { PageEntry } from '../../page-contract/page-module.js';
import { taggedPageEntries, type PageTagLists } from '../../../renderer/server/page-entries.js';
import type { ServerBundle } from '../../../renderer/server/server-bundle.js';
import { timed, type BuildStats } from '../build-stats.js';
import { createBuildProgress } from '../build-progress.js';
import { createPageContext, STREAMED_PAGE_SIZE } from '../../../renderer/server/page-context.js';
import { PageBuildError } from '../../../renderer/server/page-payload.js';
import type { BatchResult, PageWriterSetup } from '../page-writer.js';
import type { PageState, PageTagsEntry, PageTagsWriter } from '../page-tags.js';
import { PagePaths } from '../page-paths.js';
import { readAhead } from '../read-ahead.js';
import { batchesInOrder } from '../batches-in-order.js';
import type { RenderPool } from '../render-pool.js';
import type { SitemapWriter } from '../sitemap-writer.js';

/**
 * Pages per message to a render worker: large enough to amortize messaging, small enough to balance the threads and
 * to bound the pages this thread holds for them (100: the live heap of a 10,000-page build 47 MB, 44 with 50).
 */
export const BATCH_SIZE = 50;
/**
 * Batches sent to render and not yet rendered, per render thread: the one it renders and the next, so that it never
 * waits for this thread. More only held more pages here (four a thread: a fifth more live heap at 10,000 pages).
 */
export const IN_FLIGHT_PER_WORKER = 2;

export interface RenderStageResult {
  pages: number;
  /** The image variants the pages and search records reference, by output file. */
  imageVariants: Map<string, ImageVariant>;
}

/** A page's search records in its language (none for a page without search facts). */
export function pageSearchRecords(entry: PageEntry, locale: Locale): SearchRecord[] {
  return entry.search ? localePageSearchRecords(entry, locale) : [];
}

/** The page's search records, their thumbnails added to `imageVariants`; the entry without its search facts. */
export function takeSearchRecords(
  entry: PageEntry,
  locale: Locale,
  imageVariants: Map<string, ImageVariant>,
): { page: PageEntry; records: SearchRecord[] } {
  if (!entry.search) return { page: entry, records: [] };
  const { search: _facts, ...page } = entry;
  const records = pageSearchRecords(entry, locale);
  for (const record of records)
    for (const variant of record.image ? collectImageVariants(record.image) : [])
      imageVariants.set(variant.file, variant);
  return { page, records };
}

/** A fetched page's state for the next build, but what its render tells (alternates, noIndex, image variants, bytes). */
export type FetchedPageState = Omit<PageState, 'alternates' | 'noIndex' | 'images' | 'bytes'>;

/** A page carried over by a partial build: its recorded lines, as they are (page-tags.ts). */
export interface CarriedPageState {
  recorded: Buffer;
}

/**
 * Takes one render batch's written pages, in dispatch order (sitemap order follows it, whichever worker finishes
 * first): its times and reused pages in `stats`, each page's path (two pages may not share one), sitemap entry and
 * bytes, its image variants, and each page's cache tags and state for the next build (`tags` and `states`: the
 * batch's entries, in order). The full build's render stage and the partial one (partial-render.ts) both settle so.
 */
export async function settleBatch(
  {
    locale,
    pageName,
    result,
    tags,
    states,
  }: {
    locale: Locale;
    pageName: string;
    result: BatchResult;
    tags: readonly PageTagLists[];
    states: readonly (FetchedPageState | CarriedPageState)[];
  },
  into: {
    stats: BuildStats;
    seenPaths: PagePaths;
    sitemaps: Pick<SitemapWriter, 'add'>;
    imageVariants: Map<string, ImageVariant>;
    pageTags: PageTagsWriter;
  },
): Promise<void> {
  const { stats, seenPaths } = into;
  stats.seconds.render += result.renderMs / 1000;
  stats.seconds.write += result.writeMs / 1000;
  stats.reusedPages += result.reused;
  for (const page of result.pages) {
    const previous = seenPaths.add(page.path, pageName);
    if (previous !== undefined)
      throw new PageBuildError(`Two pages share the path ${page.path}: ${previous} and ${pageName}`);
    if (!page.noIndex) into.sitemaps.add(locale, { path: page.path, alternates: page.alternatePaths });
    stats.bytes += page.bytes;
  }
  for (const variant of result.images) into.imageVariants.set(variant.file, variant);
  await into.pageTags.add(
    result.pages.map((page, index): PageTagsEntry => {
      const state = states[index];
      const base = { path: page.path, tags: tags[index] ?? [] };
      if (state && 'recorded' in state) return { ...base, recorded: state.recorded };
      return {
        ...base,
        state: state && {
          ...state,
          alternates: page.alternatePaths,
          noIndex: page.noIndex,
          images: page.images,
          bytes: page.bytes,
        },
      };
    }),
  );
}

/** What the render stage is given (the partial build's stage takes the same, and what it carries over from). */
export interface RenderStageOptions {
  content: SiteContentClient;
  server: ServerBundle;
  manifest: ViteManifest;
  staging: string;
  siteUrl: string;
  sites: PageWriterSetup['sites'];
  /** How many render threads `pool` has (0: it renders in this thread). */
  workers: number;
  /** The render threads (or this thread), set up with the live output's unchanged pages to take instead of rendering them. */
  pool: Pick<RenderPool, 'run'>;
  /** Where each indexable page is added as soon as it is written. */
  sitemaps: Pick<SitemapWriter, 'add'>;
  stats: BuildStats;
  log: (message: string) => void;
  /** Where the search records of the searchable pages go, per language, in build order. */
  searchRecords: SearchRecordsSpool;
  /** Where each page's cache tags go as soon as it is written. */
  pageTags: PageTagsWriter;
  /** The cache tags of what every page of a language shows besides its data (the layout's queries). */
  layoutTags: Record<Locale, PageTagLists>;
}

/**
 * Stage 3: every page of every type in every language, rendered and written by the render threads as its data comes;
 * each page type's next chunk (and the next page type's first) is loaded while the current one renders. Then the
 * localized 404 pages.
 */
export async function renderStage({
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
  searchRecords,
  pageTags,
  layoutTags,
}: RenderStageOptions): Promise<RenderStageResult> {
  const progress = createBuildProgress(log);
  const seenPaths = new PagePaths();
  const imageVariants = new Map<string, ImageVariant>();
  /** Each batch's result settled in dispatch order: sitemap order follows it, whichever worker finishes first. */
  const sent = batchesInOrder<{
    locale: Locale;
    pageName: string;
    tags: PageTagLists[];
    states: FetchedPageState[];
    result: Promise<BatchResult>;
  }>({
    rendering: Math.max(workers, 1) * IN_FLIGHT_PER_WORKER,
    settle: async (batch, result) => {
      const layout = layoutTags[batch.locale];
      await settleBatch(
        { ...batch, result, tags: result.pages.map((_, index) => [...layout, ...(batch.tags[index] ?? [])]) },
        { stats, seenPaths, sitemaps, imageVariants, pageTags },
      );
      progress.advance(result.pages.length);
    },
  });

  const pagesStarted = performance.now();
  const pathsTags: { locale: Locale; pageName: string; tags: (readonly string[])[] }[] = [];
  const sources = localeCodes.flatMap((locale) =>
    Object.entries(server.pages).map(([pageName, { data: module }]) => () => {
      const context = createPageContext({
        content,
        contentDocument: server.contentDocument,
        locale,
        site: sites[locale].site,
        siteUrl,
      });
      const read: (readonly string[])[] = [];
      pathsTags.push({ locale, pageName, tags: read });
      return {
        key: { locale, pageName },
        chunks: taggedPageEntries(pageName, module, context, (list) => read.push(list))[Symbol.asyncIterator](),
      };
    }),
  );
  const chunks = readAhead(
    sources,
    ({ locale, pageName }, error) =>
      error instanceof PageBuildError
        ? error
        : new PageBuildError(`Page type ${pageName} (${locale}): could not load its content: ${String(error)}`, {
            cause: error,
          }),
    { pagesOf: (chunk) => chunk.entries.length, pages: STREAMED_PAGE_SIZE },
  );
  let batchId = 0;
  let currentLocale: Locale | undefined;
  for (;;) {
    const next = await timed(stats, 'fetch', () => chunks.next());
    if (next.done) break;
    const { key, chunk } = next.value;
    const { locale, pageName } = key;
    // Results cached for one language (hub cards, singletons) are not needed by the other.
    if (currentLocale && locale !== currentLocale) content.clearCache();
    currentLocale = locale;
    progress.queue(chunk.entries.length);
    // The chunk is taken a batch at a time: the pages sent to render are no longer held here.
    for (let start = 0; chunk.entries.length > 0; start += BATCH_SIZE) {
      const taken = chunk.entries.splice(0, BATCH_SIZE).map((entry) => takeSearchRecords(entry, locale, imageVariants));
      const states = taken.map(
        ({ page, records }, index): FetchedPageState => ({
          pageName,
          locale,
          ref: chunk.refs[start + index] ?? { route: page.route, params: page.params ?? {} },
          files: (page.files ?? []).map((file) => file.name),
          search: records,
        }),
      );
      searchRecords.add(
        locale,
        taken.flatMap(({ records }) => records),
      );
      const result = pool.run({ id: batchId++, pageName, locale, entries: taken.map(({ page }) => page) });
      await sent.add({ locale, pageName, tags: chunk.tags.slice(start, start + BATCH_SIZE), states, result });
    }
  }
  await sent.drain();
  for (const { pageName, locale, tags } of pathsTags) await pageTags.addPaths?.(pageName, locale, tags);
  progress.finish();
  stats.seconds.pages = (performance.now() - pagesStarted) / 1000;
  await writeLanguageFiles({ staging, manifest, server, sites, imageVariants });
  return { pages: seenPaths.size, imageVariants };
}

/**
 * What each language has once: its site module (src/page-contract/site-module.ts), which its pages name, and its localized
 * 404 page (`404.html`, `en/404.html`, its site data inline), adding the images that shows to `imageVariants`.
 */
export async function writeLanguageFiles({
  staging,
  manifest,
  server,
  sites,
  imageVariants,
}: {
  staging: string;
  manifest: ViteManifest;
  server: ServerBundle;
  sites: PageWriterSetup['sites'];
  imageVariants: Map<string, ImageVariant>;
}): Promise<void> {
  const assets = errorPageAssets(manifest);
  await mkdir(join(staging, SITE_MODULE_FOLDER), { recursive: true });
  for (const locale of localeCodes) {
    const { site } = sites[locale];
    await writeFile(join(staging, siteModulePath(site)), siteModuleText({ site, messages: pageMessages[locale] }));
    const folder = join(staging, locales[locale].prefix);
    await mkdir(folder, { recursive: true });
    const html = server.renderErrorDocument({ site, assets });
    for (const variant of collectImageVariants(html)) imageVariants.set(variant.file, variant);
    await writeFile(join(folder, '404.html'), html);
  }
}
