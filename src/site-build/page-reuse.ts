import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, realpath, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localeCodes, type Locale } from '../config/locales.js';
import { PAYLOAD_FILE } from '../runtime/payload.js';
import type { SiteData } from '../runtime/site-data.js';

/**
 * Reusing the HTML of unchanged pages. A page's HTML is a function of the code, its language's site data and its
 * payload; it names the build only in its build id (four places) and the build's time (one). So when the code and a
 * language's site data are those of the live output, a page whose payload is the live one's (but for the build id)
 * gets the live HTML with the build id and time replaced, instead of a React render. A build records what it was made
 * from in `{builds}/render-state.json`; the next build reuses only from the output that state names, still live.
 */

/** What a build's pages were made from. */
export interface RenderState {
  /** The output folder (a deploy, see output-swap.ts). */
  output: string;
  buildId: string;
  buildTime: number;
  /** The code's version (its bundles' source hash). */
  code: string;
  /** Each language's site data, as {@link siteKey}. */
  sites: Record<Locale, string>;
}

/** The earlier output a build may take pages from, and for which languages. */
export interface ReuseSource {
  dir: string;
  buildId: string;
  buildTime: number;
  locales: Locale[];
}

export const RENDER_STATE_FILE = 'render-state.json';

/**
 * A language's site data as the pages' HTML depends on it: everything but the build id and time, and the time only as
 * the year the footer shows.
 */
export function siteKey(site: SiteData): string {
  const { buildId: _id, buildTime, ...rest } = site;
  const json = JSON.stringify({ ...rest, year: new Date(buildTime).getFullYear() });
  return createHash('sha256').update(json).digest('base64url');
}

/** The build a page's files name: its id and time. */
export interface BuildMark {
  buildId: string;
  buildTime: number;
}

const quoted = (value: string | number) => JSON.stringify(value);

/** A payload of build `from` as build `to` would write it. */
export function rebrandPayload(json: string, from: BuildMark, to: BuildMark): string {
  return json.replace(`{"buildId":${quoted(from.buildId)},`, `{"buildId":${quoted(to.buildId)},`);
}

/**
 * A page's HTML of build `from` as build `to` would render it, or null when it does not name `from` in exactly the
 * places a page names its build (then the page is rendered).
 */
export function rebrandHtml(html: string, from: BuildMark, to: BuildMark): string | null {
  const marks: [string, string][] = [
    [`data-build-id=${quoted(from.buildId)}`, `data-build-id=${quoted(to.buildId)}`],
    [`<meta name="build-id" content=${quoted(from.buildId)}/>`, `<meta name="build-id" content=${quoted(to.buildId)}/>`],
    [`"buildId":${quoted(from.buildId)},"buildTime":${from.buildTime},`, `"buildId":${quoted(to.buildId)},"buildTime":${to.buildTime},`],
    [`application/json">{"buildId":${quoted(from.buildId)},`, `application/json">{"buildId":${quoted(to.buildId)},`],
  ];
  let result = html;
  for (const [mark, replacement] of marks) {
    const at = result.indexOf(mark);
    if (at === -1 || result.indexOf(mark, at + mark.length) !== -1) return null;
    result = result.slice(0, at) + replacement + result.slice(at + mark.length);
  }
  return result;
}

/**
 * Where this build may take unchanged pages from: the output the render state names, if it is the live one (`target`
 * links to it), made from the same code, for the languages whose site data did not change.
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
  const locales = localeCodes.filter((locale) => state.sites[locale] === siteKey(sites[locale]));
  return locales.length > 0 ? { dir: live, buildId: state.buildId, buildTime: state.buildTime, locales } : undefined;
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
  const keys = Object.fromEntries(localeCodes.map((locale) => [locale, siteKey(sites[locale])])) as Record<Locale, string>;
  const state: RenderState = { output: await realpath(target), buildId, buildTime, code, sites: keys };
  await writeFile(join(buildsDir, RENDER_STATE_FILE), JSON.stringify(state));
}

/**
 * The HTML of the page at `path` taken from `source` for build `to`, when its payload there is `payloadJson` but for
 * the build; null when the page is new, changed or unreadable (it is rendered). Synchronous, like the render threads'
 * writes.
 */
export function reusedHtml(source: ReuseSource, path: string, payloadJson: string, to: BuildMark): string | null {
  const folder = join(source.dir, path);
  try {
    if (rebrandPayload(readFileSync(join(folder, PAYLOAD_FILE), 'utf8'), source, to) !== payloadJson) return null;
    return rebrandHtml(readFileSync(join(folder, 'index.html'), 'utf8'), source, to);
  } catch {
    return null;
  }
}
