import { readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultLocale, localeCodes, type Locale } from '../config/locales.js';
import type { PageTagLists } from '../../renderer/server/page-entries.js';
import { firmDate } from '../page-contract/firm-date.js';
import type { SiteData } from '../page-contract/site-data.js';
import { RENDER_STATE_FILE, type RenderState, type ReuseSource } from './page-reuse.js';
import { readRecordedBuild, type RecordedBuild } from './page-tags.js';

/** How a build is made: from the invalidated tags and the recorded build, or every page, and why. */
export type BuildPlan =
  | { kind: 'partial'; recorded: RecordedBuild; live: ReuseSource; invalidated: ReadonlySet<string> }
  | { kind: 'full'; reason: string };

const full = (reason: string): BuildPlan => ({ kind: 'full', reason });

/**
 * Whether a build can be a partial one (partial-render.ts): it needs the invalidated cache tags, the recorded state of
 * the build that is live (render-state.json, page-tags.ndjson), made from the same code, on the same date in the firm's
 * time zone (pages show it: footer year, upcoming events), from the same site-wide data (the layout's queries: menus,
 * footer, site settings) and the same page types: then the live pages it carries over name the same shell and date as
 * this build's (SiteData), byte for byte. Anything else is a full build, with the reason.
 */
export async function planBuild({
  invalidatedTags,
  buildsDir,
  target,
  code,
  sites,
  layoutTags,
  pageNames,
  readRecorded = readRecordedBuild,
}: {
  /** The cache tags the change invalidated; null or undefined: a full build was asked for. */
  invalidatedTags: readonly string[] | null | undefined;
  buildsDir: string;
  target: string;
  code: string;
  sites: Record<Locale, SiteData>;
  layoutTags: Record<Locale, PageTagLists>;
  pageNames: readonly string[];
  /** Reads the recorded build of `buildsDir` (a resident build session's may have read it ahead, between builds). */
  readRecorded?: typeof readRecordedBuild;
}): Promise<BuildPlan> {
  if (!invalidatedTags) return full('a full build was asked for');
  const invalidated = new Set(invalidatedTags);
  let state: RenderState;
  try {
    state = JSON.parse(await readFile(join(buildsDir, RENDER_STATE_FILE), 'utf8')) as RenderState;
  } catch (error) {
    return full(
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'no recorded build (first build)'
        : 'the recorded build state is unreadable',
    );
  }
  const live = await realpath(target).catch(() => undefined);
  if (!live || state.output !== live) return full('the live output is not the recorded build');
  if (state.code !== code) return full(`the code changed (${String(state.code).slice(0, 12)} → ${code.slice(0, 12)})`);
  const liveDate = firmDate(state.buildTime);
  const date = sites[defaultLocale].buildDate;
  if (liveDate !== date) return full(`the date changed (${liveDate} → ${date})`);
  if (
    state.shell !== sites[defaultLocale].shell ||
    localeCodes.some((locale) => layoutTags[locale].some((list) => list.some((tag) => invalidated.has(tag))))
  ) {
    return full('site-wide data changed (menus, footer, site settings)');
  }
  const recorded = await readRecorded(buildsDir);
  if ('unusable' in recorded) return full(recorded.unusable);
  if (recorded.buildId !== state.buildId) return full('the recorded page tags are of another build than the live one');
  const types = new Set(recorded.paths.map(({ locale, pageName }) => `${locale} ${pageName}`));
  if (localeCodes.some((locale) => pageNames.some((pageName) => !types.has(`${locale} ${pageName}`)))) {
    return full('the page types changed');
  }
  return { kind: 'partial', recorded, live: { dir: live }, invalidated };
}
