import { load } from 'cheerio';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageSiteModulePath, readPageSiteModule } from '../../src/bench/page-site-module.js';
import { locales, localeCodes, type Locale } from '../../src/config/locales.js';
import { parseHeadersFile } from '../../src/hosting/headers-file.js';
import { pageMessages } from '../../src/i18n/page-messages.js';
import type { PagePayload } from '../../src/page-contract/payload.js';
import type { SiteData } from '../../src/page-contract/site-data.js';
import { SITE_MODULE_FOLDER } from '../../src/page-contract/site-module.js';
import { startServer } from '../server/helpers.js';
import { builtPagePaths } from '../support/test-site.js';

const dir = inject('builtSiteDir');

/** Every built page: its HTML and its language. */
let documents: { name: string; html: string; locale: Locale }[] = [];

beforeAll(async () => {
  documents = await Promise.all(
    (await builtPagePaths(dir)).map(async (path) => {
      const payload = JSON.parse(await readFile(join(dir, path, 'payload.json'), 'utf8')) as PagePayload;
      return { name: path, html: await readFile(join(dir, path, 'index.html'), 'utf8'), locale: payload.route.locale };
    }),
  );
});

describe('the site data every page of a language shares', () => {
  it('is one module per language, which each page of that language names instead of carrying the data', async () => {
    expect(documents.length).toBeGreaterThan(300);
    const named = new Map<Locale, Set<string>>();
    for (const { name, html, locale } of documents) {
      expect(html, name).not.toContain('id="__SITE__"');
      expect(html, name).not.toContain('id="__MESSAGES__"');
      const path = pageSiteModulePath(html);
      expect(path, name).toMatch(new RegExp(`^${SITE_MODULE_FOLDER}${locale}\\.[\\w-]+\\.js$`));
      named.set(locale, (named.get(locale) ?? new Set()).add(path ?? ''));
    }
    expect([...named.keys()].sort()).toEqual([...localeCodes].sort());
    for (const paths of named.values()) expect(paths.size).toBe(1);
    const files = await readdir(join(dir, SITE_MODULE_FOLDER));
    expect(files.map((file) => `${SITE_MODULE_FOLDER}${file}`).sort()).toEqual(
      [...named.values()].flatMap((paths) => [...paths]).sort(),
    );
  });

  it('is in the 404 pages themselves, which work whatever else the host has', async () => {
    for (const locale of localeCodes) {
      const html = await readFile(join(dir, locales[locale].prefix, '404.html'), 'utf8');
      expect(pageSiteModulePath(html), locale).toBeUndefined();
      const $ = load(html);
      expect((JSON.parse($('#__SITE__').text()) as SiteData).locale).toBe(locale);
      expect(JSON.parse($('#__MESSAGES__').text())).toEqual(pageMessages[locale]);
    }
  });

  it('holds the language’s site data and its interface messages only', async () => {
    for (const locale of localeCodes) {
      const page = documents.find((document) => document.locale === locale);
      const { site, messages } = await readPageSiteModule(dir, page?.html ?? '', page?.name ?? locale);
      expect(site.locale).toBe(locale);
      expect(site.layout.mainMenu.length).toBeGreaterThan(0);
      expect(messages).toEqual(pageMessages[locale]);
    }
  });

  describe('as served', () => {
    let server: Awaited<ReturnType<typeof startServer>>;
    beforeAll(async () => {
      server = await startServer(dir);
    });
    afterAll(() => server?.close());

    it('is JavaScript that browsers keep (its name changes with what it holds), under the host’s rules too', async () => {
      const path = pageSiteModulePath(documents[0]?.html ?? '') ?? '';
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect((await response.text()).startsWith('export default {')).toBe(true);
      const rules = parseHeadersFile(await readFile(join(dir, '_headers'), 'utf8'));
      expect(rules.find((rule) => rule.pattern === `${SITE_MODULE_FOLDER}*`)?.headers['Cache-Control']).toContain(
        'immutable',
      );
    });
  });
});
