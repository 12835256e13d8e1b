import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../server/helpers.js';
import { findJava, formatVnuErrors, JAVA_MISSING, runVnu } from './vnu.js';

let temp: Awaited<ReturnType<typeof makeTempDir>>;

beforeAll(async () => {
  temp = await makeTempDir({
    'good/index.html':
      '<!DOCTYPE html><html lang="fr-CA"><head><title>Bien</title></head><body><main><h1>Bien</h1></main></body></html>',
    'bad/index.html':
      '<!DOCTYPE html><html lang="fr-CA"><head><title>Mal</title></head>\n<body>\n<main><img src="a.jpg"><a href="/"><button>b</button></a></main></body></html>',
    'sitemap.xml':
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
  });
});

afterAll(() => temp?.cleanup());

describe('the Nu Html Checker runner', () => {
  it('reports the errors of every file in one run, with file, line and message, and skips non-HTML files', async () => {
    const errors = await runVnu(temp.dir, ['good/index.html', 'bad/index.html', 'sitemap.xml']);
    expect(errors.map((error) => `${error.file}:${error.line} ${error.message}`)).toEqual([
      'bad/index.html:3 An “img” element must have an “alt” attribute, except under certain conditions. For details, consult guidance on providing text alternatives for images.',
      'bad/index.html:3 The element “button” must not appear as a descendant of the “a” element.',
    ]);
    expect(formatVnuErrors(errors)).toMatch(/^bad\/index\.html:3:\d+ An “img” element .* — “.*<img src="a\.jpg">.*”$/m);
  }, 60_000);

  it('fails, naming the install script, when Java is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(findJava()).toBeUndefined();
      await expect(runVnu(temp.dir, ['good/index.html'])).rejects.toThrow(JAVA_MISSING);
    } finally {
      process.env.PATH = path;
    }
    expect(JAVA_MISSING).toContain('bash scripts/ensure-chromium.sh --with-java');
  });
});
