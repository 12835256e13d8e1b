import type { ContentItem, ContentResult } from './content-results.js';
import type {
  CtaBlockFragment,
  ImageBlockFragment,
  LinkAnchorFragment,
  LinkDownloadFragment,
  LinkExternalFragment,
  LinkInternalFragment,
  QuoteBlockFragment,
  VideoBlockFragment,
} from './generated/content-documents.js';
import type { RecordType } from './model/record-types.js';

/**
 * Names for the parts of content results that components take, each derived from the generated result types
 * (src/content-model/generated/, `npm run content:types`): none is written by hand.
 */

/** A page body as the documents select it: its DAST value, embedded blocks and linked records. */
type BodyData = NonNullable<ContentItem<'generic-pages'>['body']>;

/** A structured text field: a body, or a field that allows no blocks (a team member's biography). */
export type StructuredTextData = Omit<BodyData, 'blocks'> & { blocks?: BodyData['blocks'] };

/** One link of a menu or a call to action. */
export type LinkBlockData = LinkExternalFragment | LinkInternalFragment | LinkAnchorFragment | LinkDownloadFragment;

/** One block a structured text embeds. */
export type ContentBlockData = ImageBlockFragment | VideoBlockFragment | QuoteBlockFragment | CtaBlockFragment;

/** The menus, social links, offices and footer text of every page. */
export type LayoutData = NonNullable<ContentResult<'site'>['layout']>;

export type SocialLinkData = LayoutData['socialLinks'][number];

/** The site's SEO settings (name, title suffix, fallback description and image). */
export type GlobalSeoData = NonNullable<ContentResult<'site'>['_site']['globalSeo']>;

/** The 404 page's record. */
export type ErrorPageData = NonNullable<ContentResult<'page-error'>['page']>;

/** The documents of the page singletons (hubs and landing pages), from the record type table. */
export type SingletonDocument = Extract<RecordType, { template: 'singleton-page' }>['document'];

/** The fields every page singleton has (its documents share one template). */
export type SingletonPageData = NonNullable<ContentResult<SingletonDocument>['page']>;
