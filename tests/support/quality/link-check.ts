import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * The link checker of the built site (docs/reference/quality-checks.md): every internal reference of every HTML file must
 * resolve to a built file, and its `#fragment` to an id of the target page; mail, phone and external links are not
 * fetched, only checked to be well-formed. Pure file-system work: no server, no network.
 */

export interface LinkProblem {
  /** The file holding the reference, site-relative (`/equipe/index.html`, `/404.html`). */
  source: string;
  /** Where the reference sits, e.g. `a[href]`, `img[srcset]`, `meta[property="og:image"]`. */
  attribute: string;
  /** The reference as written. */
  target: string;
  /** `broken`: an internal URL or fragment that leads nowhere; `malformed`: a URL that is not well-formed. */
  kind: 'broken' | 'malformed';
  reason: string;
}

export interface LinkCheckResult {
  problems: LinkProblem[];
  /** HTML files read. */
  pages: number;
  /** References checked (internal and external). */
  references: number;
}

export interface LinkCheckOptions {
  /** The site's own origin (SITE_URL): absolute URLs on it are internal links. */
  siteUrl: string;
  /** HTML files served for any missing URL, whose relative links would resolve against that URL. */
  errorPages?: readonly string[];
  /** Paths answered by a service beside the static files (the forms' endpoints): form actions may name them. */
  servicePaths?: readonly string[];
}

/** References naming the page itself or its other-language versions: absolute, on the site's origin. */
const SELF_URLS = /^link\[rel="canonical"|hreflang=|^meta\[property="og:url"\]/;
/** References read out of context (social previews): absolute, on any origin. */
const ABSOLUTE_URLS = /^meta\[(property|name)="(og:image|og:image:url|og:image:secure_url|twitter:image)"\]/;

/** Schemes a link may use without being fetched; anything else (javascript:, file:, …) is a problem. */
const EXTERNAL_SCHEMES = new Set(['http:', 'https:']);

interface Reference {
  /** Where the reference sits, e.g. `a[href]`, `link[rel="canonical"]`. */
  attribute: string;
  /** The URL as written (trimmed; one candidate of a `srcset`, one `url()` of a `style`). */
  value: string;
}

interface ParsedPage {
  file: string;
  ids: Set<string>;
  base: string | undefined;
  references: Reference[];
}

/** The site-relative file of a URL path, percent-decoded: `/a/` → `/a/index.html`; undefined when badly encoded. */
export function fileOfPath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return decoded.endsWith('/') ? `${decoded}index.html` : decoded;
}

/** The URL a site-relative HTML file is served at: `/a/index.html` → `/a/`. */
export function pathOfFile(file: string): string {
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
}

/**
 * The URLs of a `srcset` (or `imagesrcset`) value, per the HTML parsing rules: a URL is a run of non-whitespace
 * (which may contain commas, as image CDN URLs do), trailing commas end it, descriptors run to the next comma.
 */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  let position = 0;
  while (position < value.length) {
    while (position < value.length && /[\s,]/.test(value[position] ?? '')) position += 1;
    if (position >= value.length) break;
    const start = position;
    while (position < value.length && !/\s/.test(value[position] ?? '')) position += 1;
    let url = value.slice(start, position);
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      let depth = 0;
      while (position < value.length) {
        const char = value[position];
        if (char === '(') depth += 1;
        else if (char === ')') depth = Math.max(0, depth - 1);
        else if (char === ',' && depth === 0) break;
        position += 1;
      }
    }
    if (url) urls.push(url);
  }
  return urls;
}

/** The `url(...)` values of a CSS declaration list (a `style` attribute), unquoted. */
export function cssUrls(style: string): string[] {
  return [...style.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter((url) => url !== '' && !url.startsWith('data:'));
}

/** The attributes holding one URL, by element. */
const URL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
  video: ['src', 'poster'],
  audio: ['src'],
  source: ['src'],
  track: ['src'],
  form: ['action'],
  use: ['href', 'xlink:href'],
};

/** The attributes holding a `srcset` list, by element. */
const SRCSET_ATTRIBUTES: Readonly<Record<string, string>> = { img: 'srcset', source: 'srcset', link: 'imagesrcset' };

/**
 * Every reference an HTML document makes, with where it sits, in one pass over its elements: `link` elements are
 * labelled by their rel (and hreflang), `meta` ones by their property or name.
 */
export function referencesOf($: CheerioAPI): Reference[] {
  const references: Reference[] = [];
  for (const element of $('*').toArray() as Element[]) {
    const tag = element.tagName;
    const attributes = element.attribs;
    for (const attribute of URL_ATTRIBUTES[tag] ?? []) {
      const value = attributes[attribute];
      if (value === undefined) continue;
      const label =
        tag === 'link'
          ? `link[rel="${attributes.rel ?? ''}"${attributes.hreflang ? ` hreflang="${attributes.hreflang}"` : ''}]`
          : `${tag}[${attribute}]`;
      references.push({ attribute: label, value: value.trim() });
    }
    const srcset = SRCSET_ATTRIBUTES[tag];
    const candidates = srcset ? attributes[srcset] : undefined;
    if (srcset && candidates !== undefined) {
      for (const url of srcsetUrls(candidates)) references.push({ attribute: `${tag}[${srcset}]`, value: url });
    }
    if (tag === 'meta' && attributes.content !== undefined) {
      const key = attributes.property !== undefined ? 'property' : 'name';
      const name = attributes[key] ?? '';
      if (META_URLS.has(name))
        references.push({ attribute: `meta[${key}="${name}"]`, value: attributes.content.trim() });
    }
    const style = attributes.style;
    if (style?.includes('url(')) {
      for (const url of cssUrls(style)) references.push({ attribute: `${tag}[style] url()`, value: url.trim() });
    }
  }
  return references;
}

/** `meta` elements whose content is a URL. */
const META_URLS = new Set([
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:url',
  'og:video',
  'og:audio',
  'twitter:image',
]);

const EMAIL =
  /^[^\s@,;<>()[\]\\"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** Why a `mailto:` URL is malformed, or undefined when it is fine (one or more addresses, optional query). */
export function mailtoProblem(href: string): string | undefined {
  const [addresses = '', query] = href.slice('mailto:'.length).split('?', 2);
  if (addresses === '') return 'mailto: without an address';
  for (const raw of addresses.split(',')) {
    let address: string;
    try {
      address = decodeURIComponent(raw);
    } catch {
      return `bad percent-encoding in "${raw}"`;
    }
    if (!EMAIL.test(address)) return `"${address}" is not an email address`;
  }
  if (query !== undefined) {
    for (const pair of query.split('&')) {
      const [key = '', value = ''] = pair.split('=', 2);
      if (!/^[A-Za-z-]+$/.test(key)) return `bad mailto header "${pair}"`;
      try {
        decodeURIComponent(value);
      } catch {
        return `bad percent-encoding in "${pair}"`;
      }
      if (/\s/.test(value)) return `unencoded whitespace in "${pair}"`;
    }
  }
  return undefined;
}

/**
 * Why a `tel:` URL is malformed, or undefined when fine: an RFC 3966 global number (`tel:+15145550100`, visual
 * separators `-` `.` `(` `)` allowed, 8 to 15 digits) with optional parameters. A local number (`tel:5145550100`)
 * would need a phone-context; the site writes international numbers.
 */
export function telProblem(href: string): string | undefined {
  const [number = '', ...parameters] = href.slice('tel:'.length).split(';');
  if (!number.startsWith('+'))
    return 'not an international number (tel:+1…): a local number needs a phone-context (RFC 3966)';
  if (!/^\+[0-9().-]+$/.test(number)) return 'only digits and - . ( ) may follow the +';
  const digits = number.replace(/\D/g, '').length;
  if (digits < 8 || digits > 15) return `${digits} digits (E.164 allows 8 to 15)`;
  if (parameters.some((parameter) => !/^[A-Za-z0-9-]+(=[^;\s]*)?$/.test(parameter))) return 'malformed parameter';
  return undefined;
}

/** Why an external URL is malformed, or undefined when fine. */
export function externalProblem(url: URL, raw: string): string | undefined {
  if (!EXTERNAL_SCHEMES.has(url.protocol)) return `scheme ${url.protocol} is not allowed`;
  if (!url.hostname.includes('.') || /^(localhost|127\.|0\.0\.0\.0|\[::1\])/.test(url.hostname)) {
    return `host ${url.hostname} is not a public host (a development URL leaked into the build?)`;
  }
  if (/\s/.test(raw)) return 'unencoded whitespace';
  return undefined;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/** Parses with htmlparser2 (four times faster than cheerio's default parse5, and enough to read attributes). */
function parsePage(file: string, html: string): ParsedPage {
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  const ids = new Set<string>();
  for (const element of $('[id], a[name]').toArray()) {
    if (element.attribs.id !== undefined) ids.add(element.attribs.id);
    if (element.tagName === 'a' && element.attribs.name !== undefined) ids.add(element.attribs.name);
  }
  return { file, ids, base: $('base[href]').attr('href'), references: referencesOf($) };
}

/**
 * Checks every HTML file under `dir` (all of them: `index.html` pages and `404.html` error pages).
 * Internal URLs are those without a scheme, and absolute ones on `siteUrl`: the file they name must exist (a path
 * ending with `/` names its `index.html`; the query string is ignored), and a non-empty fragment other than `top`
 * must be an `id` (or `a[name]`) of the target when it is HTML.
 */
export async function checkSiteLinks(dir: string, options: LinkCheckOptions): Promise<LinkCheckResult> {
  const site = new URL(options.siteUrl);
  const files = await listFiles(dir);
  const existing = new Set(files);
  const htmlFiles = files.filter((file) => file.endsWith('.html')).sort();
  const errorPages = new Set(options.errorPages ?? htmlFiles.filter((file) => /(^|\/)404\.html$/.test(file)));
  const pages = new Map<string, ParsedPage>();
  await Promise.all(
    htmlFiles.map(async (file) => pages.set(file, parsePage(file, await readFile(join(dir, file), 'utf8')))),
  );

  const problems: LinkProblem[] = [];
  let references = 0;
  for (const file of htmlFiles) {
    const page = pages.get(file);
    if (!page) continue;
    const pageUrl = new URL(pathOfFile(file), site);
    const base = page.base ? new URL(page.base, pageUrl) : pageUrl;
    for (const { attribute, value } of page.references) {
      references += 1;
      const problem = (reason: string, kind: LinkProblem['kind'] = 'malformed') =>
        problems.push({ source: file, attribute, target: value, kind, reason });
      if (value === '') {
        problem('empty URL');
        continue;
      }
      if (/^mailto:/i.test(value)) {
        const reason = mailtoProblem(value);
        if (reason) problem(reason);
        continue;
      }
      if (/^tel:/i.test(value)) {
        const reason = telProblem(value);
        if (reason) problem(reason);
        continue;
      }
      if (/^data:/i.test(value) && !attribute.startsWith('a[')) continue;
      const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
      if (errorPages.has(file) && !hasScheme && !value.startsWith('/') && !value.startsWith('#')) {
        problem(
          'relative URL on an error page: it resolves against whatever missing URL the page is served for',
          'broken',
        );
        continue;
      }
      if (/\s/.test(value)) {
        problem('unencoded whitespace');
        continue;
      }
      const own = SELF_URLS.test(attribute);
      if ((own || ABSOLUTE_URLS.test(attribute)) && !/^https?:\/\//i.test(value)) {
        problem('must be an absolute URL (crawlers and social networks read it out of context)');
        continue;
      }
      let url: URL;
      try {
        url = new URL(value, base);
      } catch {
        problem('not a valid URL');
        continue;
      }
      if (url.origin !== site.origin) {
        if (own) {
          problem(`must be on the site's own origin ${site.origin} (SITE_URL)`);
          continue;
        }
        const reason = externalProblem(url, value);
        if (reason) problem(reason);
        continue;
      }
      if (attribute === 'form[action]' && options.servicePaths?.includes(url.pathname)) continue;
      const targetFile = fileOfPath(url.pathname);
      if (targetFile === undefined) {
        problem('bad percent-encoding');
        continue;
      }
      if (!existing.has(targetFile)) {
        const hint = existing.has(`${targetFile}/index.html`)
          ? ` (the page is ${url.pathname}/: add the trailing slash)`
          : '';
        problem(`no file ${targetFile} in the build${hint}`, 'broken');
        continue;
      }
      const fragment = url.hash.slice(1);
      if (fragment === '' || fragment === 'top') continue;
      const target = pages.get(targetFile);
      if (!target) continue; // not HTML: a fragment of a PDF or an image is not an id
      let id: string;
      try {
        id = decodeURIComponent(fragment);
      } catch {
        problem('bad percent-encoding in the fragment');
        continue;
      }
      if (!target.ids.has(id)) problem(`no element with id "${id}" on ${pathOfFile(targetFile)}`, 'broken');
    }
  }
  return { problems, pages: htmlFiles.length, references };
}

/** One line per problem, grouped by target so a broken shared link (header, footer) reads once with its pages. */
export function formatLinkProblems(problems: readonly LinkProblem[], maxSourcesPerTarget = 5): string {
  const byTarget = new Map<string, LinkProblem[]>();
  for (const problem of problems) {
    const key = `${problem.attribute} ${problem.target} — ${problem.reason}`;
    byTarget.set(key, [...(byTarget.get(key) ?? []), problem]);
  }
  return [...byTarget]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, list]) => {
      const sources = list.map((problem) => pathOfFile(problem.source));
      const shown = sources.slice(0, maxSourcesPerTarget).join(', ');
      const more =
        sources.length > maxSourcesPerTarget ? ` and ${sources.length - maxSourcesPerTarget} more pages` : '';
      return `${shown}${more} -> ${key}`;
    })
    .join('\n');
}
