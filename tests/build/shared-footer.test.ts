import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, inject, it } from 'vitest';
import { App } from '../../renderer/App.js';
import type { PagePayload } from '../../src/runtime/payload.js';
import { readPageSiteModule } from '../../src/bench/page-site-module.js';
import { builtPagePaths } from '../support/test-site.js';

const dir = inject('builtSiteDir');

const footerOf = (html: string): string | undefined => /<footer class="site-footer">.*?<\/footer>/s.exec(html)?.[0];

// The build renders the footer once per language and splices it into every page (renderer/shared-footer.tsx); the
// browser renders it inside the page's whole tree when it hydrates (ids from useId depend on that place). They must
// agree on every page, or hydration would redo the footer. The page's own content does not change the footer's place.
it('writes on every page the footer the browser renders when it hydrates that page', async () => {
  const paths = await builtPagePaths(dir);
  const languages = new Set<string>();
  for (const path of paths) {
    const html = await readFile(join(dir, path, 'index.html'), 'utf8');
    const payload = JSON.parse(await readFile(join(dir, path, 'payload.json'), 'utf8')) as PagePayload;
    const { site, messages } = await readPageSiteModule(dir, html, path);
    const hydrated = renderToString(createElement(App, { site, messages, payload, Page: () => null }));
    const built = footerOf(html);
    expect(built, path).toMatch(/^<footer class="site-footer">/);
    expect(built, path).toBe(footerOf(hydrated));
    languages.add(site.locale);
  }
  expect(paths.length).toBeGreaterThan(100);
  expect([...languages].sort()).toEqual(['en', 'fr']);
});
