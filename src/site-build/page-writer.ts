import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pageAssets, type ViteManifest } from '../../renderer/server/page-assets.js';
import type { Locale } from '../config/locales.js';
import { createVariantCollector } from '../images/collect-variants.js';
import type { ImageVariant } from '../images/image-variant.js';
import type { PageEntry, PageFile } from '../page-contract/page-module.js';
import { buildPath } from '../routing/build-path.js';
import { PAYLOAD_FILE } from '../page-contract/payload.js';
import type { SiteData } from '../page-contract/site-data.js';
import { siteModulePath } from '../page-contract/site-module.js';
import {
  PageBuildError,
  pageEntryError,
  pageFileName,
  pageFileParts,
  pagePayload,
} from '../../renderer/server/page-payload.js';
import type { ServerBundle } from '../../renderer/server/server-bundle.js';
import { reusedHtml, type ReuseSource } from './page-reuse.js';

/** What every renderer needs once: the site data of each language, the client manifest, where to write. */
export interface PageWriterSetup {
  manifest: ViteManifest;
  staging: string;
  siteUrl: string;
  sites: Record<Locale, { site: SiteData; fallbackDescription: string }>;
  /** The live output whose unchanged pages this build takes instead of rendering them (page-reuse.ts). */
  reuse?: ReuseSource | undefined;
}

/** A batch of pages of one type and language to render and write. */
export interface PageBatch {
  id: number;
  pageName: string;
  locale: Locale;
  entries: readonly PageEntry[];
}

/** What the build keeps of a written page: enough for the sitemaps and the duplicate-path check. */
export interface WrittenPage {
  path: string;
  alternatePaths: Partial<Record<Locale, string>>;
  noIndex: boolean;
  bytes: number;
  /** The files of the local image variants the page references (recorded for a partial build that carries it over). */
  images: string[];
}

export interface BatchResult {
  id: number;
  pages: WrittenPage[];
  /** The local image variants these pages reference that earlier batches of the same render thread did not. */
  images: ImageVariant[];
  /** How many of these pages were taken from the live output instead of rendered. */
  reused: number;
  renderMs: number;
  writeMs: number;
}

/** The buffer a render thread writes its pages' text through (page-writer's writeText): pages up to ~330,000 characters. */
const SCRATCH_BYTES = 1 << 20;

/** A page file given in pieces is written in runs of about this many characters. */
const FILE_RUN_CHARS = 1 << 20;

/** Writes one of the files of the page at `path` into its folder, a file given in pieces a run of them at a time. */
export function writePageFile(folder: string, path: string, file: PageFile): void {
  const fd = openSync(join(folder, pageFileName(file, path)), 'w');
  try {
    let run: string[] = [];
    let chars = 0;
    for (const part of pageFileParts(file)) {
      run.push(part);
      chars += part.length;
      if (chars < FILE_RUN_CHARS) continue;
      writeFileSync(fd, run.join(''));
      run = [];
      chars = 0;
    }
    writeFileSync(fd, run.join(''));
  } finally {
    closeSync(fd);
  }
}

const inPieces = (file: PageFile): boolean => typeof file.content !== 'string';

/**
 * The batch as a render thread can take it: the files given in pieces (functions, which cannot be sent to another
 * thread) written here into their pages' folders and left out of the entries, so the thread that made such a file is
 * the only one that ever holds any of it (the team directory: 12.9 MB at 100,000 pages).
 */
export function sendableBatch(batch: PageBatch, staging: string): PageBatch {
  if (!batch.entries.some((entry) => entry.files?.some(inPieces))) return batch;
  const entries = batch.entries.map((entry) => {
    if (!entry.files?.some(inPieces)) return entry;
    let path: string;
    try {
      path = buildPath(entry.route, batch.locale, entry.params ?? {});
    } catch (error) {
      throw pageEntryError(batch.pageName, batch.locale, entry, error);
    }
    const folder = join(staging, path);
    mkdirSync(folder, { recursive: true });
    for (const file of entry.files.filter(inPieces)) writePageFile(folder, path, file);
    return { ...entry, files: entry.files.filter((file) => !inPieces(file)) };
  });
  return { ...batch, entries };
}

/**
 * Renders pages to HTML and writes each page's files as soon as it is rendered. Writes are synchronous on purpose:
 * a render thread has nothing else to do meanwhile, and for small files they are ~5x faster than fs/promises
 * (measured: 20,000 folders with two files each, 1.6 s sync vs 8.9 s awaited, on this machine's ext4).
 */
export function createPageWriter(server: Pick<ServerBundle, 'pages' | 'renderDocument'>, setup: PageWriterSetup) {
  const assetsByPage = new Map<string, ReturnType<typeof pageAssets>>();
  const assetsOf = (pageName: string) => {
    let assets = assetsByPage.get(pageName);
    if (!assets) {
      assets = pageAssets(setup.manifest, pageName);
      assetsByPage.set(pageName, assets);
    }
    return assets;
  };

  const variants = createVariantCollector();
  /**
   * Writes a page's text as UTF-8 through one buffer the thread keeps (a UTF-16 unit is at most three bytes): one
   * pass over the text, where Buffer.from measured it, then encoded it into a new buffer for every file (two per
   * page). A text too long for it (a hub of thousands of cards) gets a buffer of its own, which the thread does not
   * keep. Answers the bytes written.
   */
  const encoder = new TextEncoder();
  const scratch = Buffer.allocUnsafe(SCRATCH_BYTES);
  const writeText = (file: string, text: string): number => {
    if (text.length * 3 > scratch.length) {
      const bytes = Buffer.from(text);
      writeFileSync(file, bytes);
      return bytes.length;
    }
    const { written } = encoder.encodeInto(text, scratch);
    writeFileSync(file, scratch.subarray(0, written));
    return written;
  };
  /** The parent folders made so far: few (one per section), unlike the page folders, which are not remembered. */
  const parents = new Set<string>();
  const makeFolder = (folder: string): void => {
    try {
      mkdirSync(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  };
  const ensureParent = (folder: string): void => {
    if (parents.has(folder)) return;
    const parent = dirname(folder);
    if (parent !== folder) ensureParent(parent);
    makeFolder(folder);
    parents.add(folder);
  };
  /** mkdir of a page folder, parents first and once: a recursive mkdir per page costs a syscall per path segment. */
  const ensureFolder = (folder: string): void => {
    ensureParent(dirname(folder));
    makeFolder(folder);
  };

  return async function writeBatch(batch: PageBatch): Promise<BatchResult> {
    const page = server.pages[batch.pageName];
    if (!page) throw new PageBuildError(`Unknown page type ${batch.pageName}`);
    const { site, fallbackDescription } = setup.sites[batch.locale];
    const siteModule = siteModulePath(site);
    const assets = assetsOf(batch.pageName);
    const { reuse } = setup;
    let reused = 0;
    const pages: WrittenPage[] = [];
    const images = new Map<string, ImageVariant>();
    let renderMs = 0;
    let writeMs = 0;
    for (const entry of batch.entries) {
      const renderStart = performance.now();
      const payload = pagePayload({
        entry,
        pageName: batch.pageName,
        site,
        siteUrl: setup.siteUrl,
        fallbackDescription,
      });
      const payloadJson = JSON.stringify(payload);
      let html = reuse ? reusedHtml(reuse, payload.path, payloadJson) : null;
      if (html === null) {
        try {
          html = server.renderDocument({ site, payload, payloadJson, Page: page.Page, assets, siteModule });
        } catch (error) {
          throw new PageBuildError(`Page ${payload.path} (${batch.pageName}) failed to render: ${String(error)}`, {
            cause: error,
          });
        }
      } else {
        reused += 1;
      }
      const referenced = variants.pageVariants(html);
      for (const variant of referenced.fresh) images.set(variant.file, variant);
      const writeStart = performance.now();
      renderMs += writeStart - renderStart;
      const folder = join(setup.staging, payload.path);
      ensureFolder(folder);
      const htmlBytes = writeText(join(folder, 'index.html'), html);
      const payloadBytes = writeText(join(folder, PAYLOAD_FILE), payloadJson);
      for (const file of entry.files ?? []) writePageFile(folder, payload.path, file);
      writeMs += performance.now() - writeStart;
      pages.push({
        path: payload.path,
        alternatePaths: payload.alternatePaths,
        noIndex: payload.head.noIndex,
        bytes: htmlBytes + payloadBytes,
        images: referenced.files,
      });
    }
    return { id: batch.id, pages, images: [...images.values()], reused, renderMs, writeMs };
  };
}
