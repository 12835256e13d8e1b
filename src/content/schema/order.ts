import { GraphQLEnumType } from 'graphql';
import type { LocaleIso } from '../../config/locales.js';
import type { ModelDefinition } from '../model/definition.js';
import type { FieldValue, StoredItem } from '../store/content-store.js';
import { compare } from './filter-match.js';
import { modelOrderByName } from './naming.js';
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

/**
 * Sorts items by the orderBy values in turn, then by id. Values are read in `locale` only; text follows the locale's
 * collation; as in PostgreSQL (DatoCMS's database), items without a value come last in ascending order and first in
 * descending order.
 */
export function sortItems(
  items: readonly StoredItem[],
  orderBy: readonly string[],
  fields: ReadonlyMap<string, QueryableField>,
  locale: LocaleIso,
): StoredItem[] {
  const collator = new Intl.Collator(locale);
  const criteria = orderBy.map((entry) => {
    const separator = entry.lastIndexOf('_');
    const field = fields.get(entry.slice(0, separator));
    if (!field) throw new Error(`Unknown orderBy value ${entry}`);
    return { field, direction: entry.slice(separator + 1) === 'DESC' ? -1 : 1 };
  });
  const compareValues = (a: FieldValue, b: FieldValue, kind: QueryableField['kind']): number => {
    if (kind === 'datetime' || kind === 'metaDateTime') return compare(Date.parse(String(a)), Date.parse(String(b)));
    if (typeof a === 'string' && typeof b === 'string' && kind !== 'date') return collator.compare(a, b);
    return compare(a, b);
  };
  return items.toSorted((a, b) => {
    for (const { field, direction } of criteria) {
      const left = field.read(a, locale);
      const right = field.read(b, locale);
      const leftMissing = left === null || left === '';
      const rightMissing = right === null || right === '';
      if (leftMissing || rightMissing) {
        if (leftMissing !== rightMissing) return (leftMissing ? 1 : -1) * direction;
        continue;
      }
      const result = compareValues(left, right, field.kind) * direction;
      if (result !== 0) return result;
    }
    return compare(a.id, b.id);
  });
}
