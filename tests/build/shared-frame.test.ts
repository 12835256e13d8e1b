import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, inject, it } from 'vitest';
import { App } from '../../renderer/App.js';
import type { PagePayload } from '../../src/page-contract/payload.js';
import { readPageSiteModule } from '../../src/bench/page-site-module.js';
import { builtPagePaths } from '../support/test-site.js';

const dir = inject('builtSiteDir');
/** A page that renders nothing: the test compares the frame around it. */
const NoPage = () => null;

const footerOf = (html: string): string | undefined => /<footer class="site-footer">.*?<\/footer>/s.exec(html)?.[0];
const headerOf = (html: string): string | undefined => /<header class="site-header">.*?<\/header>/s.exec(html)?.[0];

// The build renders the footer once per language and the header once per language and current menu link, and puts
// them in every page (renderer/server/shared-footer.tsx, renderer/server/shared-header.tsx); the browser renders them inside the
// page's whole tree when it hydrates (ids from useId depend on that place). They must agree on every page, or
// hydration would redo them, and a header that came to show more of the page than its current menu link and its
// other-language address would show another page's here.
it('writes on every page the header and footer the browser renders when it hydrates that page', async () => {
  const paths = await builtPagePaths(dir);
  const languages = new Set<string>();
  for (const path of paths) {
    const html = await readFile(join(dir, path, 'index.html'), 'utf8');
    const payload = JSON.parse(await readFile(join(dir, path, 'payload.json'), 'utf8')) as PagePayload;
    const { site, messages } = await readPageSiteModule(dir, html, path);
    const hydrated = renderToString(createElement(App, { site, messages, payload, Page: NoPage }));
    const built = footerOf(html);
    expect(built, path).toMatch(/^<footer class="site-footer">/);
    expect(built, path).toBe(footerOf(hydrated));
    const header = headerOf(html);
    expect(header, path).toMatch(/^<header class="site-header">/);
    expect(header, path).toBe(headerOf(hydrated));
    languages.add(site.locale);
  }
  expect(paths.length).toBeGreaterThan(100);
  expect([...languages].sort()).toEqual(['en', 'fr']);
});
