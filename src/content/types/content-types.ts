/**
 * Types of the query results the pages read, written by hand next to the `.graphql` documents they mirror
 * (content-queries/). `tests/content/queries.test.ts` validates every document against the schema, so a field
 * renamed in the model breaks a test rather than a page.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

export interface ImageData {
  id: string;
  url: string;
  alt: string | null;
  title: string | null;
  width: number | null;
  height: number | null;
  format: string | null;
  /** Content hash of the upload: versions local image variant names. */
  md5: string | null;
  focalPoint: FocalPoint | null;
  /** Its `base64` is the blurred placeholder (the fragment does not also ask for `blurUpThumb`, the same image). */
  responsiveImage: { base64: string | null } | null;
  video: { muxPlaybackId: string; muxAssetId: string; mp4Url: string | null; streamingUrl: string } | null;
}

export interface SeoTag {
  tag: string;
  attributes: Record<string, string> | null;
  content: string | null;
}

/** A link to a record, enough to build its path with the record resolver. */
export interface RecordLinkData {
  __typename: string;
  id: string;
  title?: string | null;
  slug?: string | null;
  pageParent?: { slug: string | null } | null;
  firstName?: string;
  lastName?: string;
}

export interface DastNode {
  type: string;
  children?: DastNode[];
  [key: string]: unknown;
}

export interface StructuredTextData {
  value: { schema: 'dast'; document: DastNode };
  blocks?: ContentBlockData[];
  links: RecordLinkData[];
}

export type LinkBlockData =
  | { __typename: 'LinkExternalRecord'; id: string; label: string; url: string }
  | { __typename: 'LinkInternalRecord'; id: string; label: string; query: string | null; link: RecordLinkData | null }
  | { __typename: 'LinkAnchorRecord'; id: string; label: string; blockId: string }
  | { __typename: 'LinkDownloadRecord'; id: string; label: string; file: { url: string; filename: string } };

export type ContentBlockData =
  | { __typename: 'ImageBlockRecord'; id: string; image: ImageData; caption: string | null }
  | { __typename: 'VideoBlockRecord'; id: string; video: ImageData; caption: string | null }
  | { __typename: 'QuoteBlockRecord'; id: string; quote: string; attribution: string | null }
  | { __typename: 'CtaBlockRecord'; id: string; title: string; text: string | null; links: LinkBlockData[] };

export interface OfficeData {
  id: string;
  name: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
  email: string | null;
  mapUrl: string | null;
}

export interface SocialLinkData {
  id: string;
  network: 'facebook' | 'instagram' | 'linkedin' | 'tiktok' | 'x' | 'youtube';
  url: string;
}

export interface LayoutData {
  mainMenu: LinkBlockData[];
  footerMenu: LinkBlockData[];
  legalMenu: LinkBlockData[];
  socialLinks: SocialLinkData[];
  offices: OfficeData[];
  footerText: string | null;
}

export interface ErrorPageData {
  id: string;
  cBackgroundImage: ImageData | null;
  cSubtitle: string | null;
  cTitle1: string;
  cTitle2: string;
  cCtaLabel: string;
}

export interface GlobalSeoData {
  siteName: string;
  titleSuffix: string | null;
  fallbackSeo: { title: string | null; description: string | null; image: { url: string } | null } | null;
}

export interface LocaleSlugs {
  _allSlugLocales: { locale: string; value: string | null }[];
}

/** The fields every page singleton (hub or landing page) has. */
export interface SingletonPageData {
  __typename: string;
  id: string;
  title: string;
  intro: string | null;
  heroImage: ImageData | null;
  body: StructuredTextData | null;
  _seoMetaTags: SeoTag[];
}

/** What a page renders of its singleton (or of a record made of the same fields): no id, type name or SEO tags. */
export interface PageContent {
  title: string;
  intro: string | null;
  heroImage: ImageData | null;
  body: StructuredTextData | null;
}

/** One item of a list page: a link to a record with what its card shows. */
export interface CardData {
  record: RecordLinkData;
  title: string;
  text?: string | null;
  /** A date (YYYY-MM-DD) or date-time (ISO 8601), shown in a `<time>` in the page's language. */
  date?: string | null;
  meta?: string | null;
  image?: ImageData | null;
}

/** One step of a breadcrumb trail: the home page first, the current page last. */
export interface Crumb {
  title: string;
  path: string;
}
