import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { load } from 'cheerio';

/** Gzip KB (level 9) of the JavaScript a page loads before any interaction: its module script and modulepreloads. */
export async function firstLoadJsKb(distDir: string, htmlFile: string): Promise<number> {
  const $ = load(await readFile(htmlFile, 'utf8'));
  const files = new Set<string>();
  $('script[type="module"][src], link[rel="modulepreload"]').each((_, element) => {
    const href = $(element).attr('src') ?? $(element).attr('href');
    if (href?.startsWith('/')) files.add(href);
  });
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}
