import { GraphQLEnumType } from 'graphql';
import type { LocaleIso } from '../../config/locales.js';
import type { ModelDefinition } from '../../content-model/model/definition.js';
import type { FieldValue, StoredItem } from '../store/content-store.js';
import { compare } from './filter-match.js';
import { modelOrderByName } from '../../content-model/api/naming.js';
import { queryableFields, type QueryableField } from './queryable-fields.js';

/** `<Model>ModelOrderBy`: `<field>_ASC` / `<field>_DESC` for id, the meta dates and the sortable scalar fields. */
export function modelOrderByType(model: ModelDefinition): GraphQLEnumType {
  const values: Record<string, { value: string }> = {};
  for (const field of queryableFields(model).filter((candidate) => candidate.sortable)) {
    for (const direction of ['ASC', 'DESC']) {
      const name = `${field.name}_${direction}`;
      values[name] = { value: name };
    }
  }
  return new GraphQLEnumType({ name: modelOrderByName(model.apiKey), values });
}

/** The order used without orderBy: the model's defaultOrder, else the most recently updated first. */
export function defaultOrder(model: ModelDefinition): string {
  return model.defaultOrder ?? '_updatedAt_DESC';
}

const collators = new Map<LocaleIso, Intl.Collator>();

function collatorOf(locale: LocaleIso): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

/** A value as compared: date-times as numbers; missing values (null or '') as null. */
function sortKey(value: FieldValue, kind: QueryableField['kind']): FieldValue {
  if (value === null || value === '') return null;
  if (kind === 'datetime' || kind === 'metaDateTime') return Date.parse(String(value));
  return value;
}

/**
 * Sorts items by the orderBy values in turn, then by id. Values are read in `locale` only; text follows the locale's
 * collation, ids their characters' order (as the last tie-break, so `id_ASC` orders ties as no `orderBy` does); as in PostgreSQL (DatoCMS's database), items without a value come last in ascending order and first in
 * descending order. Each item's values are read once, before sorting.
 */
export function sortItems<T extends { id: string } = StoredItem>(
  items: readonly T[],
  orderBy: readonly string[],
  fields: ReadonlyMap<string, QueryableField<T>>,
  locale: LocaleIso,
): T[] {
  const collator = collatorOf(locale);
  const criteria = orderBy.map((entry) => {
    const separator = entry.lastIndexOf('_');
    const field = fields.get(entry.slice(0, separator));
    if (!field) throw new Error(`Unknown orderBy value ${entry}`);
    return {
      field,
      direction: entry.slice(separator + 1) === 'DESC' ? -1 : 1,
      collated: field.kind !== 'date' && field.kind !== 'itemId',
    };
  });
  const keyed = items.map((item) => ({
    item,
    keys: criteria.map(({ field }) => sortKey(field.read(item, locale), field.kind)),
  }));
  keyed.sort((a, b) => {
    for (let index = 0; index < criteria.length; index += 1) {
      const { direction, collated } = criteria[index] as (typeof criteria)[number];
      const left = a.keys[index] ?? null;
      const right = b.keys[index] ?? null;
      if (left === null || right === null) {
        if (left !== right) return (left === null ? 1 : -1) * direction;
        continue;
      }
      const result =
        (collated && typeof left === 'string' && typeof right === 'string'
          ? collator.compare(left, right)
          : compare(left, right)) * direction;
      if (result !== 0) return result;
    }
    return compare(a.item.id, b.item.id);
  });
  return keyed.map(({ item }) => item);
}
