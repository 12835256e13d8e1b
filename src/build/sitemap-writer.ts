import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { SitemapStream } from 'sitemap';
import { locales, localeCodes, type Locale } from '../config/locales.js';

export interface SitemapPage {
  path: string;
  alternates: Partial<Record<Locale, string>>;
}

/** One `sitemap.xml` per language, written as pages are rendered, each URL with its hreflang alternates. */
export class SitemapWriter {
  private readonly streams = new Map<Locale, SitemapStream>();
  private readonly done: Promise<unknown>[] = [];

  constructor(
    private readonly siteUrl: string,
    filesByLocale: Record<Locale, string>,
  ) {
    for (const locale of localeCodes) {
      const stream = new SitemapStream({ hostname: `${siteUrl}/`, xmlns: { xhtml: true, news: false, image: false, video: false } });
      const file = createWriteStream(filesByLocale[locale]);
      stream.pipe(file);
      this.streams.set(locale, stream);
      this.done.push(finished(file));
    }
  }

  add(locale: Locale, page: SitemapPage): void {
    const links: { lang: string; url: string }[] = localeCodes
      .filter((code) => page.alternates[code])
      .map((code) => ({ lang: locales[code].iso, url: `${this.siteUrl}${page.alternates[code]}` }));
    const xDefault = page.alternates.fr;
    if (xDefault) links.push({ lang: 'x-default', url: `${this.siteUrl}${xDefault}` });
    this.streams.get(locale)?.write({ url: `${this.siteUrl}${page.path}`, links });
  }

  async close(): Promise<void> {
    for (const stream of this.streams.values()) stream.end();
    await Promise.all(this.done);
  }
}
