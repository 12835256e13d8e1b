import { readFileSync } from 'node:fs';
import { readFile, realpath, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultLocale, localeCodes, type Locale } from '../config/locales.js';
import { PAYLOAD_FILE } from '../page-contract/payload.js';
import type { SiteData } from '../page-contract/site-data.js';

/**
 * Reusing unchanged pages. A page's HTML is a function of the code, its language's site data and its payload, and
 * names no build (the client reads the live build from `builds/latest.json`; the page carries the build's shell and
 * date: SiteData). So when the code and a language's site data are those of the live output, a page whose payload is
 * the live one's gets the live HTML instead of a React render, and a partial build links the files of the pages it
 * carries over. A build records what it was made from in `{builds}/render-state.json`; the next build reuses only
 * from the output that state names, still live.
 */

/** What a build's pages were made from. */
export interface RenderState {
  /** The output folder (a deploy, see output-swap.ts). */
  output: string;
  buildId: string;
  buildTime: number;
  /** The code's version (its bundles' source hash). */
  code: string;
  /** The shell its pages name (SiteData): of the code and every language's site data (and so its date). */
  shell: string;
}

/** The earlier output a build may take pages from. */
export interface ReuseSource {
  dir: string;
}

export const RENDER_STATE_FILE = 'render-state.json';

/**
 * Where this build may take unchanged pages from: the output the render state names, if it is the live one (`target`
 * links to it), of the same shell (the same code and every language's site data, which its pages name).
 */
export async function reuseSource({
  buildsDir,
  target,
  code,
  sites,
}: {
  buildsDir: string;
  target: string;
  code: string;
  sites: Record<Locale, SiteData>;
}): Promise<ReuseSource | undefined> {
  let state: RenderState;
  let live: string;
  try {
    state = JSON.parse(await readFile(join(buildsDir, RENDER_STATE_FILE), 'utf8')) as RenderState;
    live = await realpath(target);
  } catch {
    return undefined;
  }
  if (state.output !== live || state.code !== code) return undefined;
  return localeCodes.every((locale) => state.shell === sites[locale].shell) ? { dir: live } : undefined;
}

/** Records what the build now live at `target` was made from. */
export async function writeRenderState({
  buildsDir,
  target,
  buildId,
  buildTime,
  code,
  sites,
}: {
  buildsDir: string;
  target: string;
  buildId: string;
  buildTime: number;
  code: string;
  sites: Record<Locale, SiteData>;
}): Promise<void> {
  const state: RenderState = {
    output: await realpath(target),
    buildId,
    buildTime,
    code,
    shell: sites[defaultLocale].shell,
  };
  await writeFile(join(buildsDir, RENDER_STATE_FILE), JSON.stringify(state));
}

/**
 * The HTML of the page at `path` taken from `source`, when its payload there is `payloadJson`; null when the page is
 * new, changed or unreadable (it is rendered). Synchronous, like the render threads' writes.
 */
export function reusedHtml(source: ReuseSource, path: string, payloadJson: string): string | null {
  const folder = join(source.dir, path);
  try {
    if (readFileSync(join(folder, PAYLOAD_FILE), 'utf8') !== payloadJson) return null;
    return readFileSync(join(folder, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}
