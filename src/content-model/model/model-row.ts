import type { Locale } from '../../config/locales.js';
import type { SearchTypeKey } from '../../i18n/catalogue/search.js';
import type { FieldDefinition } from './definition.js';

/** Written in a field's `models` for "any record that has a page": resolved to every model with pages of the table. */
export const ROUTABLE = 'routable';

/** A field of a row: a field definition whose `models` may be {@link ROUTABLE}. */
export interface RowField extends Omit<FieldDefinition, 'models'> {
  models?: readonly string[] | typeof ROUTABLE;
}

/** The shared document templates of `generated-queries.ts`: a row with one has its document written for it. */
export type DocumentTemplate = 'singleton-page' | 'simple-page' | 'expertise' | 'article';

/** The pages a model's records are: one route, rendered by the page folder of the same name under `pages/`. */
export interface RowPages {
  /** The route's name, which is also its page folder's (`pages/{route}/`). */
  route: string;
  /** The route's pattern in each language (`{slug}` for a record's slug, `{slug}/{detail}` under a parent). */
  paths: Readonly<Record<Locale, string>>;
  /** A list of cards over pages: adds the route `{route}-page-page` at `{paths}page/{page}/`, same folder. */
  paginated?: true;
  /** The document of `content-queries/` its pages are loaded with. */
  document: string;
  /** When its document is made from a shared template (`npm run content:queries` writes it), that template. */
  template?: DocumentTemplate;
  /** The routes of the hubs above its pages, outermost first (breadcrumbs); each is the route of a page singleton. */
  hubs: readonly string[];
  /** The card of one of its records: the fields a link or card to it shows, besides what its route needs; default `title`. */
  card?: readonly string[];
}

/** A collection's pages, one per record: each is found by the site search, under this catalogue key's label. */
export interface DetailPages extends RowPages {
  searchLabel: SearchTypeKey;
}

/** How many records of a collection a scaled content set (`npm run content:generate`) holds. */
export type ScaleFamily =
  /** N times the real ones: a larger firm has more of them. */
  | 'multiplied'
  /** N times the real ones, up to EXPERTISE_CAP (scripts/content-generate/scale/families.ts). */
  | 'capped';

interface RowBase {
  /** The model's api key, snake_case as in DatoCMS (`single_news`). */
  model: string;
  fields: readonly RowField[];
}

/** A model with one record: a page (a hub, a landing page) when it has `pages`. */
export interface SingletonRow extends RowBase {
  singleton: true;
  pages?: RowPages;
}

/** A model with any number of records, one page each when it has `pages`. */
export interface CollectionRow extends RowBase {
  singleton?: never;
  block?: never;
  /** Records can be drafts, served only in preview. */
  draftMode?: true;
  /** Default order of its collection query when no orderBy is given. */
  defaultOrder?: string;
  pages?: DetailPages;
  /** Left out: a scaled set copies its records as they are. */
  scale?: ScaleFamily;
}

/** A block: lives inside another record's field, with no query and no page of its own. */
export interface BlockRow extends RowBase {
  block: true;
}

/** One row of the model table (`site-models.ts`): everything the site knows of one model. */
export type ModelRow = SingletonRow | CollectionRow | BlockRow;
