import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { localeCodes, locales, type Locale } from '../../config/locales.js';
import type { Sitemaps } from '../carried-sitemaps.js';
import { SitemapWriter, type SitemapLocation } from '../sitemap-writer.js';

/** Each language's sitemap, at its prefix: `/sitemap.xml`, `/en/sitemap.xml`. */
function sitemapLocations(staging: string): Record<Locale, SitemapLocation> {
  return Object.fromEntries(
    localeCodes.map((locale) => {
      const path = `${locales[locale].prefix}/sitemap.xml`;
      return [locale, { file: join(staging, path), path }];
    }),
  ) as Record<Locale, SitemapLocation>;
}

/** Opens the sitemaps the render stage adds pages to (one per language, from the locales table). */
export async function openSitemaps(staging: string, siteUrl: string): Promise<SitemapWriter> {
  const locations = sitemapLocations(staging);
  for (const { file } of Object.values(locations)) await mkdir(dirname(file), { recursive: true });
  return new SitemapWriter(siteUrl, locations);
}

/** Stage 4: the sitemaps completed, and `robots.txt` naming each language's sitemap. */
export async function sitemapsStage({
  sitemaps,
  staging,
  siteUrl,
}: {
  sitemaps: Sitemaps;
  staging: string;
  siteUrl: string;
}): Promise<void> {
  await sitemaps.close();
  const lines = Object.values(sitemapLocations(staging)).map(({ path }) => `Sitemap: ${siteUrl}${path}`);
  await writeFile(join(staging, 'robots.txt'), `User-agent: *\nAllow: /\n\n${lines.join('\n')}\n`);
}
