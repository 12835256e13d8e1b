import type { Locale } from '../config/locales.js';
import type { PageName, RouteName } from '../routing/routes.js';

/** What the head of a page says: built once at build time, rendered by PageHead on server and client. */
export interface PageHeadData {
  title: string;
  description: string;
  canonical: string;
  /** Absolute URL of the page in each language that has it. */
  alternates: Partial<Record<Locale, string>>;
  image?: string;
  type: 'website' | 'article' | 'profile';
  noIndex: boolean;
  /** Structured data (JSON-LD) objects for this page. */
  jsonLd?: readonly object[];
}

/** Everything the browser needs to render one page: written as `payload.json` beside its `index.html`. */
export interface PagePayload<Data = unknown> {
  /** The shell of the build that wrote it (SiteData): the client renders it only into a page of the same shell. */
  shell: string;
  route: { name: RouteName; locale: Locale; params: Record<string, string> };
  page: PageName;
  /** Site-relative path of the page, ending with '/'. */
  path: string;
  /** Site-relative path of the same page in each language that has it. */
  alternatePaths: Partial<Record<Locale, string>>;
  head: PageHeadData;
  data: Data;
}

/** The file name of a page's payload, beside its `index.html`. */
export const PAYLOAD_FILE = 'payload.json';

export function payloadUrl(path: string, buildId: string): string {
  return `${path}${PAYLOAD_FILE}?${encodeURIComponent(buildId)}`;
}
