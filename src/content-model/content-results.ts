import type { ContentDocumentName, ContentDocuments } from './generated/content-documents.js';
import type { RecordType } from './model/record-types.js';

export type { ContentDocumentName } from './generated/content-documents.js';

/** What a document of content-queries/ answers, as GraphQL Code Generator typed it (`ContentResult<'news'>`). */
export type ContentResult<N extends ContentDocumentName> = ContentDocuments[N]['result'];

/** The variables a document takes besides `locale`, which the page context sets. */
export type ContentVariables<N extends ContentDocumentName> = Omit<ContentDocuments[N]['variables'], 'locale'>;

/** The documents whose result has a list at `field` (a collection's `items`). */
type ListField<N extends ContentDocumentName> = {
  [F in keyof ContentResult<N>]: ContentResult<N>[F] extends readonly unknown[] ? F : never;
}[keyof ContentResult<N>] &
  string;

/** The collection documents: those with an `items` list. */
export type CollectionDocument = {
  [N in ContentDocumentName]: 'items' extends ListField<N> ? N : never;
}[ContentDocumentName];

/** One element of the list at `field` of a document's result. */
export type ContentListItem<
  N extends ContentDocumentName,
  F extends ListField<N> = ListField<N>,
> = ContentResult<N>[F] extends readonly (infer Item)[] ? Item : never;

/** One record of a collection document's `items`. */
export type ContentItem<N extends CollectionDocument> = ContentListItem<N, 'items' & ListField<N>>;

export type { ListField };

/** The document a record type of the registry (src/content-model/model/record-types.ts) is loaded with. */
export type DocumentOf<M extends RecordType['model']> = Extract<RecordType, { model: M }>['document'];

/** The record types whose document is a collection (one page per record). */
export type CollectionModel = {
  [M in RecordType['model']]: DocumentOf<M> extends CollectionDocument ? M : never;
}[RecordType['model']];

/**
 * A record loaded for its own page, without `$card`: the fields a document skips for cards (`@skip(if: $card)`,
 * optional in the generated type) are all there.
 */
export type Loaded<T> = { [K in keyof T]-?: T[K] };

/** One record of a record type as a list returns it (with `$card`, only what cards show): `ItemOf<'single_news'>`. */
export type ItemOf<M extends CollectionModel> = ContentItem<DocumentOf<M> & CollectionDocument>;

/** One record of a record type as its page loads it: `RecordOf<'single_employee'>`. */
export type RecordOf<M extends CollectionModel> = Loaded<ItemOf<M>>;

/** The record types whose documents are made from a shared template (`TemplateModel<'article'>`). */
export type TemplateModel<T extends Extract<RecordType, { template: string }>['template']> = Extract<
  RecordType,
  { template: T }
>['model'];

/** A listed record of any record type whose document is made from a shared template (`TemplateItem<'article'>`). */
export type TemplateItem<T extends Extract<RecordType, { template: string }>['template']> = ItemOf<
  TemplateModel<T> & CollectionModel
>;

/** A record of any record type made from a shared template, as its page loads it (`TemplateRecord<'article'>`). */
export type TemplateRecord<T extends Extract<RecordType, { template: string }>['template']> = RecordOf<
  TemplateModel<T> & CollectionModel
>;

/**
 * Runs a document of content-queries/ by name: its variables and result are the generated ones. The content client
 * sends the document's text; this is where a name meets its types.
 */
export type ContentQuery = <N extends ContentDocumentName>(
  document: N,
  variables: ContentDocuments[N]['variables'],
) => Promise<ContentResult<N>>;
