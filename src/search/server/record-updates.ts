import type { SearchRecord } from '../search-record.js';
import { AlgoliaError } from '../../http/algolia-error.js';

/** Algolia's largest record (its paid plans; the free plan stops at 10 KB), as JSON bytes. */
export const MAX_RECORD_BYTES = 100_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** `value` as a JSON object, or a 400 naming `what`. */
export function asObject(value: unknown, what: string): Record<string, unknown> {
  if (!isObject(value)) throw new AlgoliaError(400, `${what} must be a JSON object.`);
  return value;
}

/** The record as JSON; one nested deeper than JSON.stringify's stack allows is a 400, not a fault. */
function jsonOf(record: Record<string, unknown>, objectID: string): string {
  try {
    return JSON.stringify(record);
  } catch (error) {
    if (error instanceof RangeError)
      throw new AlgoliaError(400, `Record at objectID=${objectID} is nested too deeply.`);
    throw error;
  }
}

/** A record as written: an object of at most {@link MAX_RECORD_BYTES}, with `objectID` (given, or else `newId()`). */
export function asRecord(value: unknown, newId?: () => string): SearchRecord {
  const record = asObject(value, 'Each record');
  const objectID = record.objectID ?? newId?.();
  if (typeof objectID !== 'string' || objectID === '')
    throw new AlgoliaError(400, 'Each record needs an objectID (a non-empty string).');
  const bytes = Buffer.byteLength(jsonOf(record, objectID));
  if (bytes > MAX_RECORD_BYTES)
    throw new AlgoliaError(400, `Record at objectID=${objectID} is too big size=${bytes}/${MAX_RECORD_BYTES} bytes.`);
  return { ...record, objectID } as unknown as SearchRecord;
}

type Operation = (current: unknown, value: unknown) => unknown;

const numberOf = (value: unknown, attribute: string): number => {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new AlgoliaError(400, `The value of ${attribute}'s operation must be a number.`);
  return value;
};
const listOf = (current: unknown): unknown[] =>
  Array.isArray(current) ? current : current === undefined ? [] : [current];

/** Algolia's built-in partial-update operations (`{"_operation": "Increment", "value": 1}`). */
const OPERATIONS: Record<string, (attribute: string) => Operation> = {
  Increment: (attribute) => (current, value) =>
    (typeof current === 'number' ? current : 0) + numberOf(value, attribute),
  Decrement: (attribute) => (current, value) =>
    (typeof current === 'number' ? current : 0) - numberOf(value, attribute),
  Add: () => (current, value) => [...listOf(current), value],
  AddUnique: () => (current, value) =>
    listOf(current).includes(value) ? listOf(current) : [...listOf(current), value],
  Remove: () => (current, value) => listOf(current).filter((item) => item !== value),
};

/**
 * `partialUpdateObject`: `changes` applied to `current` (first-level attributes replaced, or changed by a built-in
 * operation). Checked whole before anything changes: a bad operation is a 400 and the record stays as it was.
 */
export function partiallyUpdated(
  current: SearchRecord | undefined,
  objectID: string,
  changes: Record<string, unknown>,
): SearchRecord {
  const updated: Record<string, unknown> = { ...(current ?? {}), objectID };
  for (const [attribute, change] of Object.entries(changes)) {
    if (attribute === 'objectID') continue;
    if (isObject(change) && typeof change._operation === 'string') {
      const operation = OPERATIONS[change._operation];
      if (!operation)
        throw new AlgoliaError(
          400,
          `Unsupported _operation ${change._operation} (search:serve knows ${Object.keys(OPERATIONS).join(', ')}).`,
        );
      updated[attribute] = operation(attribute)(updated[attribute], change.value);
    } else {
      updated[attribute] = change;
    }
  }
  return asRecord(updated);
}

/** A record's `attributesToRetrieve` (`*` or absent: all); `objectID` is always kept. */
export function retrieved(record: SearchRecord, attributes: readonly string[] | undefined): Record<string, unknown> {
  if (!attributes || attributes.includes('*')) return { ...record };
  const fields = record as unknown as Record<string, unknown>;
  return Object.fromEntries(
    ['objectID', ...attributes.filter((name) => name !== 'objectID')]
      .filter((name) => name in fields)
      .map((name) => [name, fields[name]]),
  );
}
