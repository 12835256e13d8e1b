import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { load } from 'cheerio';
import { CLIENT_MODULES_ATTRIBUTE } from '../../renderer/client-modules.js';

/** The JavaScript files a built page loads before any interaction: its boot script and the modules that starts. */
export function firstLoadScripts(html: string): string[] {
  const $ = load(html);
  const files = new Set<string>();
  $('script[type="module"][src]').each((_, element) => {
    const script = $(element);
    for (const file of [script.attr('src') ?? '', ...(script.attr(CLIENT_MODULES_ATTRIBUTE) ?? '').split(' ')]) {
      if (file.startsWith('/')) files.add(file);
    }
  });
  return [...files];
}

/** Gzip KB (level 9) of a built page's {@link firstLoadScripts}. */
export async function firstLoadJsKb(distDir: string, htmlFile: string): Promise<number> {
  let bytes = 0;
  for (const file of firstLoadScripts(await readFile(htmlFile, 'utf8')))
    bytes += gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}
