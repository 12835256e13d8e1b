import type { LocaleIso } from '../../../src/config/locales.js';

/** The shape of the files described in docs/content-files.md. */
export type Localized<T> = Partial<Record<LocaleIso, T>>;

export type RecordStatus = 'published' | 'draft' | 'updated';

/** A block inside a rich text or structured text field. */
export interface BlockJson {
  id: string;
  _type: string;
  [field: string]: unknown;
}

/** A structured text value: Markdown shorthand, with the blocks its `[[block:ID]]` lines name. */
export type StructuredTextJson = string | { value: string; blocks: BlockJson[] };

export interface SeoJson {
  title?: string;
  description?: string;
  image?: string;
  twitterCard?: 'summary' | 'summary_large_image';
  noIndex?: boolean;
}

export interface RecordJson {
  id: string;
  _status: RecordStatus;
  _createdAt: string;
  _updatedAt?: string;
  _publishedAt?: string;
  _firstPublishedAt?: string;
  [field: string]: unknown;
}

export interface UploadJson {
  id: string;
  filename: string;
  /** Null for files that are not images. */
  width: number | null;
  height: number | null;
  alt: Localized<string>;
  title: Localized<string>;
  focalPoint: { x: number; y: number } | null;
  video: null;
}

export interface SiteJson {
  locales: LocaleIso[];
  globalSeo: Localized<{
    siteName: string;
    titleSuffix: string;
    twitterAccount?: string;
    facebookPageUrl?: string;
    fallbackSeo?: SeoJson;
  }>;
  favicon?: string;
  noIndex: boolean;
}
