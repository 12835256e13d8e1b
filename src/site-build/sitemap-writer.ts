import { createWriteStream } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { finished } from 'node:stream/promises';
import { SitemapIndexStream, SitemapStream } from 'sitemap';
import { locales, localeCodes, type Locale } from '../config/locales.js';

export interface SitemapPage {
  path: string;
  alternates: Partial<Record<Locale, string>>;
}

/** The sitemap protocol's limit of URLs in one file (sitemaps.org); beyond it a sitemap index lists the parts. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** Where a language's `sitemap.xml` is written, and its site-relative URL (e.g. `/en/sitemap.xml`). */
export interface SitemapLocation {
  file: string;
  path: string;
}

/** One language's sitemap being written: numbered parts, the current one open. */
interface LocaleSitemap extends SitemapLocation {
  /** Files of the parts written so far. */
  parts: string[];
  current: SitemapStream | null;
  urlsInCurrent: number;
  done: Promise<unknown>[];
}

/** A language without pages still gets a valid sitemap (the sitemap library refuses to write an empty one). */
const EMPTY_SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>';

/** `sitemap.xml` -> `sitemap-2.xml`, for files and URLs alike. */
export const partName = (name: string, index: number) => join(dirname(name), `${basename(name, '.xml')}-${index}.xml`);

/**
 * One `sitemap.xml` per language, written as pages are rendered, each URL with its hreflang alternates. A language
 * with more than 50,000 URLs gets `sitemap-1.xml`, `sitemap-2.xml`… and `sitemap.xml` becomes their index, so robots
 * and search consoles keep one address per language.
 */
export class SitemapWriter {
  private readonly sitemaps = new Map<Locale, LocaleSitemap>();

  constructor(
    private readonly siteUrl: string,
    locations: Record<Locale, SitemapLocation>,
    private readonly maxUrlsPerFile = MAX_URLS_PER_SITEMAP,
  ) {
    for (const locale of localeCodes) {
      this.sitemaps.set(locale, { ...locations[locale], parts: [], current: null, urlsInCurrent: 0, done: [] });
    }
  }

  private openPart(sitemap: LocaleSitemap): SitemapStream {
    const file = partName(sitemap.file, sitemap.parts.length + 1);
    const stream = new SitemapStream({
      hostname: `${this.siteUrl}/`,
      xmlns: { xhtml: true, news: false, image: false, video: false },
    });
    const output = createWriteStream(file);
    stream.pipe(output);
    sitemap.parts.push(file);
    sitemap.done.push(finished(output));
    sitemap.current = stream;
    sitemap.urlsInCurrent = 0;
    return stream;
  }

  add(locale: Locale, page: SitemapPage): void {
    const sitemap = this.sitemaps.get(locale);
    if (!sitemap) throw new Error(`No sitemap for locale ${locale}`);
    if (sitemap.current && sitemap.urlsInCurrent >= this.maxUrlsPerFile) sitemap.current.end();
    const stream =
      sitemap.current && sitemap.urlsInCurrent < this.maxUrlsPerFile ? sitemap.current : this.openPart(sitemap);
    const links: { lang: string; url: string }[] = localeCodes
      .filter((code) => page.alternates[code])
      .map((code) => ({ lang: locales[code].iso, url: `${this.siteUrl}${page.alternates[code]}` }));
    const xDefault = page.alternates.fr;
    if (xDefault) links.push({ lang: 'x-default', url: `${this.siteUrl}${xDefault}` });
    stream.write({ url: `${this.siteUrl}${page.path}`, links });
    sitemap.urlsInCurrent += 1;
  }

  /** Completes the sitemaps, but those of the `carried` languages, whose files the caller puts in place. */
  async close(carried: ReadonlySet<Locale> = new Set()): Promise<void> {
    for (const [locale, sitemap] of this.sitemaps) {
      if (carried.has(locale)) {
        if (sitemap.current) throw new Error(`The sitemap of ${locale} was written and carried over`);
        continue;
      }
      if (!sitemap.current) {
        await writeFile(sitemap.file, EMPTY_SITEMAP);
        continue;
      }
      sitemap.current.end();
      await Promise.all(sitemap.done);
      const [only, ...more] = sitemap.parts;
      if (only && more.length === 0) {
        await rename(only, sitemap.file);
        continue;
      }
      const index = new SitemapIndexStream();
      const output = createWriteStream(sitemap.file);
      index.pipe(output);
      sitemap.parts.forEach((_, position) => {
        index.write({ url: `${this.siteUrl}${partName(sitemap.path, position + 1)}` });
      });
      index.end();
      await finished(output);
    }
  }
}
