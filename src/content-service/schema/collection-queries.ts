import { isDeepStrictEqual } from 'node:util';
import { GraphQLError, GraphQLList, GraphQLNonNull, GraphQLObjectType, type GraphQLFieldConfigMap } from 'graphql';
import type { ModelDefinition } from '../../content-model/model/definition.js';
import type { LocaleIso } from '../../config/locales.js';
import type { ContentStore, FieldValue, StoredItem } from '../store/content-store.js';
import { readOnce } from '../store/item-shelf.js';
import { tagRead } from './tag-read.js';
import { isVisible, type ContentContext, type ItemSource, type LocaleArgs, type LocaleScope } from './context.js';
import { effectiveFilter, matchesFilter, type FilterInput } from './filter-match.js';
import { modelFilterType } from './filter-types.js';
import { localeArgs, rootScope, SiteLocale } from './locale-values.js';
import { collectionMetaQueryName, collectionQueryName, singleQueryName } from '../../content-model/api/naming.js';
import { defaultOrder, modelOrderByType, sortItems } from './order.js';
import { queryableFields, type QueryableField } from './queryable-fields.js';
import { IntType } from './scalars.js';
import { nonNullList, type TypeRegistry } from './type-registry.js';

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 20;
/** Selections kept per model (see select): every filter a site's documents use, in each locale, fits. */
const KEPT_SELECTIONS = 64;

export interface CollectionArgs extends LocaleArgs {
  filter?: FilterInput | null;
  orderBy?: readonly (string | null)[] | null;
  first?: number | null;
  skip?: number | null;
}

export const CollectionMetadata = new GraphQLObjectType({
  name: 'CollectionMetadata',
  fields: { count: { type: new GraphQLNonNull(IntType) } },
});

/** Checks the page arguments: `first` at most 500 (a GraphQL error above, as in DatoCMS), none negative. */
export function pageBounds(args: CollectionArgs): { start: number; end: number } {
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  const skip = args.skip ?? 0;
  if (first > MAX_PAGE_SIZE) {
    throw new GraphQLError(
      `Invalid value for argument "first": ${first} is above the maximum page size of ${MAX_PAGE_SIZE}`,
    );
  }
  if (first < 0 || skip < 0) throw new GraphQLError('"first" and "skip" cannot be negative');
  return { start: skip, end: skip + first };
}

/**
 * The root fields of a collection model: `allX` (a page of records), `x` (the first record) and `_allXMeta` (the
 * count), all filtered by `filter` and sorted by `orderBy` (default: the model's default order) in the query locale.
 */
export function collectionQueries(
  model: ModelDefinition,
  registry: TypeRegistry,
): GraphQLFieldConfigMap<unknown, ContentContext> {
  const type = registry.record(model.apiKey);
  const filterType = modelFilterType(model);
  const orderByType = modelOrderByType(model);
  const order = defaultOrder(model);
  if (!orderByType.getValue(order)) throw new Error(`${model.apiKey}: defaultOrder "${order}" is not a sortable field`);
  const fields = new Map(queryableFields(model).map((field) => [field.name, field]));
  const selectArgs = {
    filter: { type: filterType },
    orderBy: { type: new GraphQLList(orderByType), defaultValue: [order] },
  };

  const selections = new WeakMap<ContentStore, Map<string, Selection>>();
  /**
   * The selections of the store `store` replaced records of (ContentStore.replacedFrom) that those records leave as
   * they were: each record is in it or not as before, and sorts on the same values. A retitled article keeps the
   * collection's order, which a reload would otherwise make every build sort again (at 100,000 pages, 14,792
   * summaries read per language to list the articles' pages).
   */
  const carriedSelections = (store: ContentStore): Map<string, Selection> => {
    const carried = new Map<string, Selection>();
    const from = store.replacedFrom;
    const before = from && selections.get(from.store);
    if (!from || !before) return carried;
    const changed = from.recordIds.map((id) => [from.store.recordSummaries.get(id), store.recordSummaries.get(id)]);
    for (const [key, selection] of before) {
      const unmoved = changed.every(([was, is]) => {
        const wasIn = was !== undefined && selects(selection, was);
        if (wasIn !== (is !== undefined && selects(selection, is))) return false;
        return (
          !wasIn ||
          selection.sortFields.every((field) =>
            isDeepStrictEqual(field.read(was, selection.locale), field.read(is as StoredItem, selection.locale)),
          )
        );
      });
      if (unmoved) carried.set(key, selection);
    }
    return carried;
  };
  /** Whether `item` is among a selection's records (of this model, visible, and matching its filter). */
  const selects = (selection: Selection, item: StoredItem) =>
    item.modelApiKey === model.apiKey &&
    isVisible(item, selection) &&
    (!selection.filter || matchesFilter(item, selection.filter, fields, selection.locale));
  /**
   * The records of the query, filtered and sorted. The store never changes under a running service, so a selection
   * is kept per store and (drafts, locale, filter, order): paging through a collection 100 records at a time sorts it
   * once rather than once per page (quadratic at 100,000 pages). A selection keeps ids, and the sort the values it
   * sorts on, and reads the records' summaries (the values filters and orders read) rather than the records.
   */
  const select = (args: CollectionArgs, context: ContentContext): { ids: readonly string[]; scope: LocaleScope } => {
    const scope = rootScope(args, context);
    const filter = effectiveFilter(args.filter);
    const given = (args.orderBy ?? []).filter((entry): entry is string => entry !== null);
    const sortBy = given.length > 0 ? given : [order];
    // Keyed by the order applied, so that `_allXMeta` (which takes no orderBy) and the first page share a selection.
    const key = JSON.stringify([context.includeDrafts, scope.locale, filter ?? null, sortBy]);
    let kept = selections.get(context.store);
    if (!kept) {
      kept = carriedSelections(context.store);
      selections.set(context.store, kept);
    }
    let ids = kept.get(key)?.ids;
    if (!ids) {
      const sortFields = [...fields.values()].filter((field) =>
        sortBy.some((entry) => entry.slice(0, entry.lastIndexOf('_')) === field.name),
      );
      const rows: SortRow[] = [];
      const named = namedIds(filter, context);
      // A scan of the whole collection reads each summary once: kept, they would push out what requests read again.
      const summaries = context.store.recordSummaries;
      const read = named ? (id: string) => summaries.get(id) : (id: string) => readOnce(summaries, id);
      for (const id of named ?? context.store.recordIdsByModel.get(model.apiKey) ?? []) {
        const item = read(id);
        if (!item || !isVisible(item, context) || (filter && !matchesFilter(item, filter, fields, scope.locale)))
          continue;
        rows.push({ id, values: sortFields.map((field) => field.read(item, scope.locale)) });
      }
      const rowFields = new Map(
        sortFields.map((field, index) => [field.name, { ...field, read: (row: SortRow) => row.values[index] ?? null }]),
      );
      ids = sortItems(rows, sortBy, rowFields, scope.locale).map((row) => row.id);
      if (kept.size >= KEPT_SELECTIONS) kept.delete(kept.keys().next().value as string);
      kept.set(key, { ids, includeDrafts: context.includeDrafts, locale: scope.locale, filter, sortFields });
    }
    return { ids, scope };
  };
  /**
   * The records an `id: { in: [...] }` filter names, of this model (the rest of the filter still applies), so that
   * fetching a page's records by id reads those records rather than scanning the whole collection.
   */
  const namedIds = (filter: FilterInput | null | undefined, context: ContentContext): string[] | undefined => {
    const named = (filter?.id as { in?: unknown } | null | undefined)?.in;
    if (!Array.isArray(named)) return undefined;
    const ids = new Set(named.filter((id): id is string => typeof id === 'string'));
    return [...ids].filter((id) => context.store.recordSummaries.get(id)?.modelApiKey === model.apiKey);
  };
  /** The records of the query, as read (see cache-tags.ts), as their summaries (see wholeItem). */
  const source = (id: string, scope: LocaleScope, context: ContentContext): ItemSource => {
    tagRead(context, 'record', id);
    return { item: context.store.recordSummaries.get(id) as StoredItem, summarized: true, ...scope };
  };
  /**
   * What the answer depends on besides the records it returns (cache-tags.ts): the records its filter names by id,
   * or else the collection and the fields the filter tests and the order sorts on.
   */
  const tagSelection = (args: CollectionArgs, context: ContentContext, sorted: boolean): void => {
    const pinned = pinnedIds(args.filter);
    if (pinned) {
      for (const id of pinned) tagRead(context, 'record', id);
      return;
    }
    tagRead(context, 'model', model.apiKey);
    const read = new Set(filterFields(args.filter));
    if (sorted)
      for (const entry of args.orderBy?.length ? args.orderBy : [order])
        if (entry) read.add(entry.replace(/_(ASC|DESC)$/, ''));
    for (const field of read) tagRead(context, 'field', `${model.apiKey}.${field}`);
  };

  return {
    [collectionQueryName(model.apiKey)]: {
      type: nonNullList(type),
      args: {
        ...localeArgs,
        ...selectArgs,
        first: {
          type: IntType,
          defaultValue: DEFAULT_PAGE_SIZE,
          description: `Limit the number of results (max ${MAX_PAGE_SIZE})`,
        },
        skip: { type: IntType, description: 'Skip the first results' },
      },
      resolve: (_root, args: CollectionArgs, context) => {
        const { start, end } = pageBounds(args);
        const { ids, scope } = select(args, context);
        tagSelection(args, context, true);
        return ids.slice(start, end).map((id) => source(id, scope, context));
      },
    },
    [singleQueryName(model.apiKey)]: {
      type,
      args: { ...localeArgs, ...selectArgs },
      resolve: (_root, args: CollectionArgs, context) => {
        const { ids, scope } = select(args, context);
        tagSelection(args, context, true);
        return ids[0] ? source(ids[0], scope, context) : null;
      },
    },
    [collectionMetaQueryName(model.apiKey)]: {
      type: new GraphQLNonNull(CollectionMetadata),
      args: { locale: { type: SiteLocale }, filter: { type: filterType } },
      resolve: (_root, args: CollectionArgs, context) => {
        tagSelection(args, context, false);
        return { count: select(args, context).ids.length };
      },
    },
  };
}

/** A collection's records for a query (see select): their ids in order, and what chose and sorted them. */
interface Selection {
  ids: readonly string[];
  includeDrafts: boolean;
  locale: LocaleIso;
  filter: FilterInput | undefined;
  sortFields: readonly QueryableField[];
}

/** A record of a selection while it is sorted: its id and the values of the fields sorted on. */
interface SortRow {
  id: string;
  values: FieldValue[];
}

/** The ids a filter names (`id: {eq}` or `id: {in}`): its answer holds only those records. Undefined otherwise. */
function pinnedIds(filter: FilterInput | null | undefined): string[] | undefined {
  const id = filter?.id as { in?: unknown; eq?: unknown } | null | undefined;
  if (Array.isArray(id?.in)) return id.in.filter((entry): entry is string => typeof entry === 'string');
  if (typeof id?.eq === 'string') return [id.eq];
  return undefined;
}

/** The fields a filter tests, through its `AND` / `OR` lists; operators given as null test nothing. */
function filterFields(filter: FilterInput | null | undefined): string[] {
  return Object.entries(filter ?? {}).flatMap(([key, operators]): string[] => {
    if (key === 'AND' || key === 'OR')
      return (Array.isArray(operators) ? operators : [operators]).flatMap((nested) =>
        filterFields(nested as FilterInput | null),
      );
    const given =
      operators !== null &&
      typeof operators === 'object' &&
      Object.values(operators).some((operand) => operand !== null && operand !== undefined);
    return given ? [key] : [];
  });
}
