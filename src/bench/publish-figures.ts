import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { locales, type Locale } from '../config/locales.js';
import { contentChangeOf, readRecordVersions, type RecordVersions } from '../content-client/content-watch.js';
import { datocmsId } from '../content-service/store/datocms-id.js';
import type { PublishRecord } from '../publish/publish-queue.js';
import { createPublishServer } from '../publish/publish-server.js';
import { buildMetaPath, LATEST_BUILD_PATH, type BuildMeta, type LatestBuild } from '../page-contract/build-manifest.js';
import { readRecordedBuild, type RecordedPage } from '../site-build/site-build.js';

/** The changes the bench publishes, in this order. */
const CHANGES = ['changedArticle', 'newArticle', 'changedArticleOncePrepared', 'newArticleOncePrepared'] as const;
type Change = (typeof CHANGES)[number];

/**
 * What `npm run bench -- --publish` prints: an editor's change live through `publish:serve`, after its webhook. Each
 * change is published twice: right after a build (the builder still linking the next build's pages, or not started:
 * the worst case), and once the builder has prepared the next build (prepared-pages.ts: an edit made a while after
 * the last one).
 */
export interface PublishFigures {
  /** A published article retitled, right after a build: from its webhook until its live page shows the new title. */
  changedArticleSeconds: number;
  /**
   * A new article, right after the retitle's build: from its webhook until the news hub shows it (its page, sitemap
   * entry and search entry checked then).
   */
  newArticleSeconds: number;
  /** Another retitle, once the builder has prepared the next build. */
  changedArticleOncePreparedSeconds: number;
  /** Another new article, once the builder has prepared the next build. */
  newArticleOncePreparedSeconds: number;
  /** Pages each of those builds rendered (the others carried over from the live output). */
  renderedPages: Record<Change, number>;
  /** The first, full build publish:serve made of the content. */
  fullBuildSeconds: number;
  /**
   * Where each change's time went: publish:serve's run of the build (`runSeconds`: the content read again, then the
   * build, from its status) and the build's own seconds by stage (`total` excludes the content's reading).
   */
  breakdown: Record<Change, BuildBreakdown>;
}

interface BuildBreakdown {
  runSeconds: number;
  stages: PublishRecord['seconds'];
}

const breakdownOf = ({ duration = -1, seconds }: PublishRecord): BuildBreakdown => ({
  runSeconds: duration,
  stages:
    seconds &&
    (Object.fromEntries(
      Object.entries(seconds).map(([stage, value]) => [stage, Number(value.toFixed(2))]),
    ) as PublishRecord['seconds']),
});

const MODEL = 'single_news';
const DETAIL_PAGE = 'business-intelligence-news-slug';
const HUB_PAGE = 'business-intelligence-news';
const LOCALE: Locale = 'fr';
const TOKEN = 'bench-publish-token-0123456789abcdef';
/** How long a change may take to go live before the bench gives up on it. */
const GIVE_UP_MS = 600_000;

type RecordFile = Record<string, unknown> & {
  id: string;
  title: Record<string, string>;
  slug: Record<string, string>;
  date?: string;
};

/**
 * Starts publish:serve's server (src/publish/publish-server.ts, its builds in its resident builder as in production) on
 * `contentDir` with its output on disk under `work`, lets it make the first, full build, then publishes two editor
 * changes as DatoCMS does with cache tags (`cda_cache_tags` webhooks naming the tags the change invalidated,
 * content-watch.ts), timing each from its webhook until the live site shows it over HTTP. The content watcher stays
 * off: the webhooks stand in for it. `contentDir` is edited (one article retitled, one added).
 */
export async function publishFigures({
  contentDir,
  work,
  env,
}: {
  contentDir: string;
  work: string;
  env: NodeJS.ProcessEnv;
}): Promise<PublishFigures> {
  await rm(work, { recursive: true, force: true });
  const dir = join(work, 'dist');
  const buildsDir = join(work, 'builds');
  const { server, queue, prepared } = createPublishServer({
    dir,
    buildsDir,
    token: TOKEN,
    env: { ...env, CONTENT_DIR: contentDir },
    log: () => {},
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const auth = { Authorization: `Bearer ${TOKEN}` };
  /** The last build, once it is over (a page is live once its build switched the output, before the build exits). */
  const lastBuild = async () => {
    await queue.idle();
    const { builds } = (await (await fetch(`${origin}/api/publish/status`, { headers: auth })).json()) as {
      builds: PublishRecord[];
    };
    const [build] = builds;
    if (build?.result !== 'succeeded')
      throw new Error(
        `publish:serve's build ${build?.id ?? '(none)'} ${build?.result ?? 'did not run'}: ${build?.error ?? ''}`,
      );
    return build;
  };
  const page = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    return response.ok ? response.text() : '';
  };
  /** Posts the webhook of a saved record file and answers the seconds until `live()` holds. */
  const publish = async (file: string, versions: RecordVersions, live: () => Promise<boolean>): Promise<number> => {
    const tags = (await contentChangeOf([file], versions))?.tags;
    if (!tags) throw new Error(`${file}: no change to publish`);
    const asked = new Date().toISOString();
    const started = performance.now();
    const answer = await fetch(`${origin}/api/publish`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        entity_type: 'cda_cache_tags',
        event_type: 'invalidate',
        entity: { id: 'cda_cache_tags', type: 'cda_cache_tags', attributes: { tags } },
      }),
    });
    if (answer.status !== 202) throw new Error(`POST /api/publish answered ${answer.status}: ${await answer.text()}`);
    while (!(await live())) {
      if (performance.now() - started > GIVE_UP_MS)
        throw new Error(`${file} was not live after ${GIVE_UP_MS / 1000} s`);
      const { pending, builds } = await queue.status();
      const [build] = builds;
      if (!pending && build && build.start >= asked && build.result === 'failed')
        throw new Error(`publish:serve's build ${build.id} for ${file} failed: ${build.error ?? ''}`);
      await new Promise((done) => setTimeout(done, 25));
    }
    return (performance.now() - started) / 1000;
  };

  try {
    const fullStarted = performance.now();
    await queue.request('bench: first build');
    await queue.idle();
    const fullBuildSeconds = (performance.now() - fullStarted) / 1000;
    await lastBuild();
    const recorded = await readRecordedBuild(buildsDir);
    if ('unusable' in recorded) throw new Error(recorded.unusable);
    const pagesOf = (pageName: string) =>
      recorded.pages.filter((entry) => entry.pageName === pageName && entry.locale === LOCALE);
    const details = new Map(pagesOf(DETAIL_PAGE).map((entry) => [entry.ref.id, entry]));
    const [hub] = pagesOf(HUB_PAGE).sort((a, b) => a.path.length - b.path.length) as [RecordedPage?];
    const folder = join(contentDir, 'records', MODEL);
    const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
    const records = await Promise.all(
      names.map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as RecordFile),
    );
    // Pages name a record by its DatoCMS id, derived from its file's id as the content service answers it.
    const article = records.find((record) => details.has(datocmsId('item', record.id)));
    if (!article || !hub)
      throw new Error(`the content has no published ${MODEL} page or no ${HUB_PAGE} hub in ${LOCALE}`);
    const save = async (record: RecordFile) => {
      const file = join(folder, `${record.id}.json`);
      await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
      return relative(contentDir, file);
    };

    const { iso } = locales[LOCALE];
    const articlePath = (details.get(datocmsId('item', article.id)) as RecordedPage).path;
    let latest =
      records
        .map((record) => record.date ?? '')
        .sort()
        .at(-1) ?? '2026-01-01';
    /** The article retitled and published; the seconds until its page shows the new title. */
    const retitle = async () => {
      const versions = readRecordVersions(contentDir);
      const retitled = `${article.title[iso]} bench-changed-${Date.now()}`;
      article.title = { ...article.title, [iso]: retitled };
      const changedFile = await save(article);
      return publish(changedFile, versions, async () => (await page(articlePath)).includes(retitled));
    };
    /** A new article, the newest, published; the seconds until the hub shows it (sitemap and search entry checked). */
    const addArticle = async () => {
      const versions = readRecordVersions(contentDir);
      const marker = `bench-new-${Date.now()}`;
      latest = new Date(Date.parse(`${latest.slice(0, 10)}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const created: RecordFile = {
        ...structuredClone(article),
        id: marker,
        date: latest,
        title: Object.fromEntries(
          Object.entries(article.title).map(([locale, title]) => [locale, `${title} ${marker}`]),
        ),
        slug: Object.fromEntries(Object.entries(article.slug).map(([locale, slug]) => [locale, `${slug}-${marker}`])),
      };
      const newFile = await save(created);
      const seconds = await publish(newFile, versions, async () => (await page(hub.path)).includes(marker));
      // The same build made the article's page, its sitemap entry and its search entry live with the hub.
      const { id } = JSON.parse(await page(`/${LATEST_BUILD_PATH}`)) as LatestBuild;
      const meta = JSON.parse(await page(`/${buildMetaPath(id)}`)) as BuildMeta;
      const index = meta.searchIndexes?.[LOCALE];
      const sitemap = await page(`${locales[LOCALE].prefix}/sitemap.xml`);
      const seen = {
        sitemap: sitemap.includes(marker) || (await sitemapParts(sitemap, page)).includes(marker),
        search: index !== undefined && (await page(`/${index}`)).includes(marker),
      };
      if (!seen.sitemap || !seen.search)
        throw new Error(
          `the new article is live on the hub but not in ${seen.sitemap ? 'the search index' : 'the sitemap'}`,
        );
      return seconds;
    };

    const seconds = {} as Record<Change, number>;
    const builds = {} as Record<Change, PublishRecord>;
    for (const change of CHANGES) {
      if (change.endsWith('OncePrepared')) await prepared();
      seconds[change] = await (change.startsWith('new') ? addArticle() : retitle());
      builds[change] = await lastBuild();
    }
    const each = <T>(of: (change: Change) => T) =>
      Object.fromEntries(CHANGES.map((change) => [change, of(change)])) as Record<Change, T>;
    return {
      changedArticleSeconds: Number(seconds.changedArticle.toFixed(2)),
      newArticleSeconds: Number(seconds.newArticle.toFixed(2)),
      changedArticleOncePreparedSeconds: Number(seconds.changedArticleOncePrepared.toFixed(2)),
      newArticleOncePreparedSeconds: Number(seconds.newArticleOncePrepared.toFixed(2)),
      renderedPages: each((change) => builds[change].rendered ?? -1),
      fullBuildSeconds: Number(fullBuildSeconds.toFixed(1)),
      breakdown: each((change) => breakdownOf(builds[change])),
    };
  } finally {
    await queue.idle();
    await new Promise((done) => server.close(done));
  }
}

/** The text of a sitemap index's parts (a sitemap of more than 50,000 URLs is an index of parts). */
async function sitemapParts(sitemap: string, page: (path: string) => Promise<string>): Promise<string> {
  const parts = [...sitemap.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] as string).pathname,
  );
  return (await Promise.all(parts.map(page))).join('\n');
}
