import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config/env.js';
import { createContentClient } from '../../src/content-client/content-client.js';
import { createSiteContentClient } from '../../src/content-client/site-content-client.js';
import { checkAfterBuild } from '../../src/content-health/check-after-build.js';
import type { ContentProblem } from '../../src/content-health/content-problem.js';
import { checkContentHealth, type HealthReport } from '../../src/content-health/health-report.js';
import { startContentServer } from '../../src/content-service/server/content-server.js';
import { itemId, uploadId } from '../support/content-ids.js';
import { PLANTED, type PlantedContent, plantedContent } from './planted-content.js';

const run = promisify(execFile);
const TOKEN = 'content-check-test-token';

let planted: PlantedContent;
let service: Awaited<ReturnType<typeof startContentServer>>;
let report: HealthReport;

/** The problems of `kind` on the record of file `{id}.json`. */
const found = (kind: ContentProblem['kind'], id: string) =>
  report.problems.filter((problem) => problem.kind === kind && problem.recordId === itemId(id));

/** Runs `npm run content:check -- --json --strict` with `env`; resolves with its exit code and report. */
async function contentCheck(env: Record<string, string>): Promise<{ code: number; report: HealthReport }> {
  const options = { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 };
  const result = await run('npx', ['tsx', 'scripts/content-check.ts', '--json', '--strict'], options).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
  return { code: result.code, report: JSON.parse(result.stdout) as HealthReport };
}

beforeAll(async () => {
  planted = await plantedContent();
  service = await startContentServer({ dir: planted.dir, token: TOKEN, port: 0, host: '127.0.0.1' });
  const client = createContentClient({ url: service.url, token: TOKEN, preview: true });
  // The webinar ends on 2026-12-03: a build of 2026-12-01 lists it as upcoming, and on 2026-12-07 it has ended.
  report = await checkContentHealth(client, { contentDir: planted.dir, today: '2026-12-07', listedOn: '2026-12-01' });
}, 120_000);

afterAll(async () => {
  await service?.close();
  await planted?.remove();
});

describe('content check: each kind of problem planted in a copy of the content, in both languages', () => {
  it('finds a record in one language only (French is required: only English can be missing)', () => {
    const [problem] = found('missing-locale', PLANTED.frenchOnlyPage.id);
    expect(problem).toMatchObject({ severity: 'error', locale: 'en-CA', pages: ['/anciens/'] });
    expect(problem?.editUrl).toBe(join(planted.dir, 'records/generic_page/gen-anciens.json'));
  });

  it('finds a localized field set in one language and empty in the other', () => {
    expect(found('field-gap', PLANTED.untitledArticle.id)).toEqual([
      expect.objectContaining({ severity: 'warning', locale: 'en-CA', field: 'seo.title', target: 'fr-CA' }),
    ]);
    const gaps = found('field-gap', 'gen-accessibilite').map(({ locale, field }) => `${locale} ${field}`);
    expect(gaps).toEqual(['fr-CA intro', 'fr-CA seo.description']);
  });

  it('finds images without alternative text, in French and in English', () => {
    expect(found('image-alt-missing', PLANTED.altlessUpload.usedBy)).toEqual([
      expect.objectContaining({
        severity: 'error',
        locale: 'fr-CA',
        field: 'heroImage',
        target: uploadId(PLANTED.altlessUpload.id),
      }),
    ]);
    expect(found('image-alt-missing', 'about-nos-valeurs').map((problem) => problem.locale)).toEqual(['en-CA']);
  });

  it('finds structured-text links to an unpublished record in both languages, and a menu entry to none', () => {
    const links = found('link-unpublished', PLANTED.untitledArticle.id);
    expect(links.map(({ locale, field, target }) => `${locale} ${field} ${target}`)).toEqual([
      `en-CA body ${itemId(PLANTED.unpublishedTarget.id)}`,
      `fr-CA body ${itemId(PLANTED.unpublishedTarget.id)}`,
    ]);
    // The English footer's entry to the page written in French only reaches no record in English either.
    expect(found('link-deleted', 'layout')).toEqual([
      expect.objectContaining({ severity: 'error', locale: 'en-CA', field: 'footerMenu › link_internal.link' }),
      expect.objectContaining({
        severity: 'error',
        locale: 'fr-CA',
        field: 'mainMenu › link_internal.link',
        pages: [],
      }),
    ]);
  });

  it('finds SEO problems: a missing title in each language, lengths, a duplicate title, a missing description', () => {
    expect(found('seo-title-missing', PLANTED.untitledArticle.id).map((problem) => problem.locale)).toEqual(['en-CA']);
    expect(found('seo-title-missing', 'news-2023-bureau-sherbrooke').map((problem) => problem.locale)).toEqual([
      'fr-CA',
    ]);
    expect(found('seo-title-long', 'gen-honoraires-et-avis')).toEqual([
      expect.objectContaining({ locale: 'fr-CA', length: 73 }),
    ]);
    expect(found('seo-description-long', 'gen-honoraires-et-avis')).toEqual([
      expect.objectContaining({ locale: 'en-CA' }),
    ]);
    expect(found('seo-title-duplicate', 'page-term')).toEqual([
      expect.objectContaining({ locale: 'en-CA', target: '/en/privacy-policy/' }),
    ]);
    expect(found('seo-description-missing', 'gen-accessibilite').map((problem) => problem.locale)).toEqual(['fr-CA']);
  });

  it('finds an event the live build lists as upcoming that has ended', () => {
    expect(found('event-ended', 'event-2026-webinaire-employeurs-2027')).toEqual([
      expect.objectContaining({ severity: 'warning', target: '2026-12-03', locale: '' }),
    ]);
    expect(report.problems.filter((problem) => problem.kind === 'event-ended')).toHaveLength(1);
  });

  it('sorts errors first, then by model and record, the same way every time', () => {
    const severities = report.problems.map((problem) => problem.severity);
    expect(severities).toEqual([...severities].sort());
    expect(report.errors).toBe(severities.filter((severity) => severity === 'error').length);
  });
});

describe('npm run content:check -- --json --strict', () => {
  const named = (result: HealthReport) =>
    [
      itemId(PLANTED.untitledArticle.id),
      itemId(PLANTED.altlessUpload.usedBy),
      uploadId(PLANTED.altlessUpload.id),
      itemId(PLANTED.frenchOnlyPage.id),
    ].every((id) => result.problems.some((problem) => problem.recordId === id || problem.target === id));

  it('exits 1 and names the four planted records, from the embedded service and from a content:serve on loopback', async () => {
    const [embedded, served] = await Promise.all([
      contentCheck({ CONTENT_DIR: planted.dir, CONTENT_API_URL: '' }),
      contentCheck({ CONTENT_DIR: planted.dir, CONTENT_API_URL: service.url, CONTENT_API_TOKEN: TOKEN }),
    ]);
    for (const result of [embedded, served]) {
      expect(result.code).toBe(1);
      expect(named(result.report)).toBe(true);
      const untitled = result.report.problems.find(
        (problem) => problem.kind === 'seo-title-missing' && problem.recordId === itemId(PLANTED.untitledArticle.id),
      );
      expect(untitled?.editUrl).toBe(join(planted.dir, 'records/single_news/news-2023-beneficiaires-ultimes.json'));
    }
    const without = ({ checkedOn, ...rest }: HealthReport) => rest;
    expect(without(served.report)).toEqual(without(embedded.report));
  }, 120_000);
});

describe('the check after a build', () => {
  it('writes the report beside the build state and returns its counts', async () => {
    const builds = await mkdtemp(join(tmpdir(), 'content-health-builds-'));
    try {
      await writeFile(
        join(builds, 'latest.json'),
        JSON.stringify({ id: 'test', timestamp: Date.parse('2026-12-07T12:00:00Z') }),
      );
      const config = readConfig({
        ...process.env,
        CONTENT_API_URL: service.url,
        CONTENT_API_TOKEN: TOKEN,
        CONTENT_DIR: planted.dir,
      });
      const counts = await checkAfterBuild(config, builds);
      const written = JSON.parse(await readFile(counts.report, 'utf8')) as HealthReport;
      expect(counts).toEqual({
        errors: written.errors,
        warnings: written.warnings,
        report: join(builds, 'content-health.json'),
      });
      expect(written.errors).toBeGreaterThanOrEqual(4);
      expect(written.checkedOn).toBe('2026-12-07');
      expect(
        written.problems.some(
          (problem) => problem.kind === 'seo-title-missing' && problem.recordId === itemId(PLANTED.untitledArticle.id),
        ),
      ).toBe(true);
    } finally {
      await rm(builds, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the real content', () => {
  it('has no error (the check passes --strict)', async () => {
    const client = await createSiteContentClient(
      readConfig({ ...process.env, CONTENT_API_URL: '', CONTENT_DIR: resolve('content'), CONTENT_PREVIEW: 'true' }),
    );
    try {
      const real = await checkContentHealth(client, { contentDir: resolve('content'), today: '2026-11-21' });
      expect(real.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      expect(real.records).toBeGreaterThan(100);
    } finally {
      await client.close();
    }
  }, 60_000);
});
