import { load } from 'cheerio';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/i18n/messages.js';
import type { PagePayload } from '../../src/runtime/payload.js';
import { builtPagePaths, pageFile } from '../support/test-site.js';

const dir = inject('builtSiteDir');

describe('the client code', () => {
  it('holds no message catalogue: each page carries the messages of its own language', async () => {
    const scripts = new Set<string>();
    for (const path of await builtPagePaths(dir)) {
      const $ = load(await readFile(pageFile(dir, path), 'utf8'));
      const payload = JSON.parse($('#__PAYLOAD__').text()) as PagePayload;
      expect(JSON.parse($('#__MESSAGES__').text()), path).toEqual(messages[payload.route.locale]);
      $('script[type="module"][src], link[rel="modulepreload"]').each((_, element) => {
        scripts.add($(element).attr('src') ?? $(element).attr('href') ?? '');
      });
    }
    const code = (await Promise.all([...scripts].map((file) => readFile(join(dir, file), 'utf8')))).join('\n');
    const catalogueTexts = [...Object.values(messages.fr), ...Object.values(messages.en)].filter(
      (text) => text.length > 15 && /^[\x20-\x7e]+$/.test(text),
    );
    expect(catalogueTexts.length).toBeGreaterThan(10);
    expect(catalogueTexts.filter((text) => code.includes(text))).toEqual([]);
  });
});
