import { localeCodes, type Locale } from '../../src/config/locales.js';
import { buildPath } from '../../src/routing/build-path.js';
import { routes } from '../../src/routing/routes.js';
import type { PageEntry, PageFile } from '../../src/page-contract/page-module.js';
import type { PagePayload } from '../../src/page-contract/payload.js';
import type { SiteData } from '../../src/page-contract/site-data.js';
import { pageHead } from './page-head.js';

/** Thrown when one page cannot be built: the message names it. */
export class PageBuildError extends Error {}

function alternatePathsOf(entry: PageEntry, locale: Locale): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  for (const code of localeCodes) {
    const params = code === locale || !entry.alternateParams ? (entry.params ?? {}) : entry.alternateParams[code];
    if (params) paths[code] = buildPath(entry.route, code, params);
  }
  return paths;
}

/** The payload of one page entry: its path, route, language alternates, head and data. */
export function pagePayload({
  entry,
  pageName,
  site,
  siteUrl,
  fallbackDescription,
}: {
  entry: PageEntry;
  pageName: string;
  site: SiteData;
  siteUrl: string;
  fallbackDescription: string;
}): PagePayload {
  const { locale } = site;
  const params = entry.params ?? {};
  const route = routes.find((candidate) => candidate.name === entry.route);
  if (!route || route.page !== pageName) {
    throw new PageBuildError(
      `Page type ${pageName} produced a page for route ${entry.route}, which it does not render`,
    );
  }
  let path: string;
  let alternatePaths: Partial<Record<Locale, string>>;
  try {
    path = buildPath(entry.route, locale, params);
    alternatePaths = alternatePathsOf(entry, locale);
  } catch (error) {
    throw pageEntryError(pageName, locale, entry, error);
  }
  return {
    shell: site.shell,
    route: { name: entry.route, locale, params },
    page: route.page,
    path,
    alternatePaths,
    head: pageHead({ entry, site, siteUrl, path, alternatePaths, fallbackDescription }),
    data: entry.data,
  };
}

/** A page's paths could not be made from its entry: which page type, language and entry, and why. */
export function pageEntryError(
  pageName: string,
  locale: Locale,
  entry: Pick<PageEntry, 'title'>,
  error: unknown,
): PageBuildError {
  return new PageBuildError(`Page type ${pageName} (${locale}), "${entry.title}": ${(error as Error).message}`, {
    cause: error,
  });
}

/** A page file's text in pieces, in order. */
export function pageFileParts(file: PageFile): Iterable<string> {
  return typeof file.content === 'string' ? [file.content] : file.content();
}

/** A page file's name, checked: a plain name that cannot replace the page's own files or leave its folder. */
export function pageFileName(file: PageFile, path: string): string {
  if (!/^[\w.-]+$/.test(file.name) || file.name.startsWith('.') || ['index.html', 'payload.json'].includes(file.name)) {
    throw new PageBuildError(`Page ${path}: invalid file name "${file.name}"`);
  }
  return file.name;
}
