import { GraphQLError } from 'graphql';
import type { LocaleIso } from '../../config/locales.js';
import type { FieldValue, StoredItem } from '../store/content-store.js';
import { asIds } from '../store/field-values.js';
import type { QueryableField, QueryKind } from './queryable-fields.js';

/** A model filter as GraphQL parses it: field name -> operators, plus `AND` / `OR` lists. */
export type FilterInput = Readonly<Record<string, unknown>>;

/**
 * Whether `item` matches `filter`, read in `locale` (no fallback). As in DatoCMS, `neq`, `notIn` and `notMatches`
 * keep items without a value, `in: []` matches nothing, and an operator given as null is ignored.
 */
export function matchesFilter<T = StoredItem>(
  item: T,
  filter: FilterInput,
  fields: ReadonlyMap<string, QueryableField<T>>,
  locale: LocaleIso,
): boolean {
  return Object.entries(filter).every(([key, operators]) => {
    if (operators === null || operators === undefined) return true;
    if (key === 'AND' || key === 'OR') {
      const filters = asFilterList(operators);
      const matches = (nested: FilterInput): boolean => matchesFilter(item, nested, fields, locale);
      return filters.length === 0 || (key === 'AND' ? filters.every(matches) : filters.some(matches));
    }
    const field = fields.get(key);
    if (!field || !isRecord(operators)) throw new GraphQLError(`Unknown filter "${key}"`);
    const value = field.read(item, locale);
    return Object.entries(operators).every(
      ([operator, operand]) =>
        operand === null || operand === undefined || matchesOperator(field.kind, value, operator, operand),
    );
  });
}

/**
 * The part of `filter` that tests something: without the fields and operators given as null, which matchesFilter
 * ignores (undefined when nothing is left). `AND` / `OR` lists are kept as given. Two filters that select the same
 * records this way (a document's `id: { in: $ids }` with no `$ids`, and no filter) then share a selection.
 */
export function effectiveFilter(filter: FilterInput | null | undefined): FilterInput | undefined {
  const entries = Object.entries(filter ?? {}).flatMap(([key, operators]): [string, unknown][] => {
    if (operators === null || operators === undefined) return [];
    if (key === 'AND' || key === 'OR' || !isRecord(operators)) return [[key, operators]];
    const given = Object.entries(operators).filter(([, operand]) => operand !== null && operand !== undefined);
    return given.length > 0 ? [[key, Object.fromEntries(given)]] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

const LIST_KINDS = new Set<QueryKind>(['links', 'gallery', 'locales']);
const DATE_TIME_KINDS = new Set<QueryKind>(['datetime', 'metaDateTime']);

function matchesOperator(kind: QueryKind, value: FieldValue, operator: string, operand: unknown): boolean {
  if (LIST_KINDS.has(kind)) return matchesListOperator(asIds(value), operator, operand);
  const key = comparisonKey(kind);
  const scalar = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
  const blank = scalar === null || scalar === '';
  switch (operator) {
    case 'eq':
      return scalar !== null && key(scalar) === key(operand);
    case 'neq':
      return scalar === null || key(scalar) !== key(operand);
    case 'in':
      return scalar !== null && asList(operand).some((entry) => key(entry) === key(scalar));
    case 'notIn':
      return scalar === null || !asList(operand).some((entry) => key(entry) === key(scalar));
    case 'lt':
      return scalar !== null && compare(key(scalar), key(operand)) < 0;
    case 'lte':
      return scalar !== null && compare(key(scalar), key(operand)) <= 0;
    case 'gt':
      return scalar !== null && compare(key(scalar), key(operand)) > 0;
    case 'gte':
      return scalar !== null && compare(key(scalar), key(operand)) >= 0;
    case 'exists':
    case 'isPresent':
      return !blank === operand;
    case 'isBlank':
      return blank === operand;
    case 'matches':
      return typeof scalar === 'string' && pattern(operand).test(scalar);
    case 'notMatches':
      return typeof scalar !== 'string' || !pattern(operand).test(scalar);
    default:
      throw new GraphQLError(`Unknown filter operator "${operator}"`);
  }
}

function matchesListOperator(ids: readonly string[], operator: string, operand: unknown): boolean {
  const wanted = asList(operand).filter((entry): entry is string => typeof entry === 'string');
  switch (operator) {
    case 'eq':
      return ids.length === wanted.length && wanted.every((id) => ids.includes(id));
    case 'allIn':
      return wanted.every((id) => ids.includes(id));
    case 'anyIn':
      return wanted.some((id) => ids.includes(id));
    case 'notIn':
      return !wanted.some((id) => ids.includes(id));
    case 'exists':
      return ids.length > 0 === operand;
    case 'contains':
      return typeof operand === 'string' && ids.includes(operand);
    default:
      throw new GraphQLError(`Unknown filter operator "${operator}"`);
  }
}

/** The value compared: date-times as whole minutes since the epoch (DatoCMS compares them to the minute). */
function comparisonKey(kind: QueryKind): (value: unknown) => unknown {
  if (DATE_TIME_KINDS.has(kind)) {
    return (value) => (typeof value === 'string' ? Math.floor(Date.parse(value) / 60_000) : value);
  }
  return (value) => value;
}

export function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

function pattern(operand: unknown): RegExp {
  if (!isRecord(operand) || typeof operand.pattern !== 'string') throw new GraphQLError('matches needs a pattern');
  const source = operand.regexp === false ? operand.pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : operand.pattern;
  try {
    return new RegExp(source, operand.caseSensitive === true ? 'u' : 'iu');
  } catch {
    throw new GraphQLError(`Invalid regular expression in matches: ${operand.pattern}`);
  }
}

function asList(operand: unknown): readonly unknown[] {
  return Array.isArray(operand) ? operand : [operand];
}

function asFilterList(value: unknown): FilterInput[] {
  return asList(value).filter(isRecord);
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
