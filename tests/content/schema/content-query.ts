import { resolve } from 'node:path';
import { expect } from 'vitest';
import type { ContentStore } from '../../../src/content-service/store/content-store.js';
import { loadContent } from '../../../src/content-service/store/load-content.js';
import { executeContentQuery } from '../../../src/content-service/schema/execute.js';
import { contentIds, swapIds, withServedIds } from '../../support/content-ids.js';

const FIXTURE_DIR = resolve(import.meta.dirname, '../../fixtures/content-small');

let store: Promise<ContentStore> | undefined;

/** The small fixture content, loaded once per test file. */
export function fixtureStore(): Promise<ContentStore> {
  store ??= loadContent(FIXTURE_DIR);
  return store;
}

/** The fixture's record, block and upload ids, as its files name them and as the service answers them. */
export const fixtureIds = contentIds(FIXTURE_DIR);

export interface QueryOptions {
  variables?: Record<string, unknown>;
  includeDrafts?: boolean;
  uploadsBaseUrl?: string;
}

/**
 * Runs a query on the fixture and returns its data, failing the test on any GraphQL error. The query and its
 * variables name records, blocks and uploads as the fixture's files do (`"office-montreal"`), and so does the data
 * returned: they are swapped for the ids the service answers (store/datocms-id.ts) on the way in and back on the way
 * out, so that the tests of filters, locales and fields read as the content does (the served ids themselves are
 * tested in tests/content/server/opaque-ids.test.ts).
 */
export async function query(source: string, options: QueryOptions = {}): Promise<unknown> {
  const result = await executeContentQuery(
    await fixtureStore(),
    {
      query: withServedIds(source, fixtureIds),
      variables: swapIds(options.variables, fixtureIds.served) as Record<string, unknown> | undefined,
      includeDrafts: options.includeDrafts ?? false,
    },
    { uploadsBaseUrl: options.uploadsBaseUrl },
  );
  expect(result.errors).toBeUndefined();
  return swapIds(result.data, fixtureIds.content);
}

/** Runs a query that must fail and returns its error messages. */
export async function queryErrors(source: string, options: QueryOptions = {}): Promise<string[]> {
  const result = await executeContentQuery(await fixtureStore(), {
    query: withServedIds(source, fixtureIds),
    variables: swapIds(options.variables, fixtureIds.served) as Record<string, unknown> | undefined,
    includeDrafts: options.includeDrafts ?? false,
  });
  expect(result.errors?.length).toBeGreaterThan(0);
  return (result.errors ?? []).map((error) => error.message);
}

/** The ids of a collection query's result: `{ allX: [{ id }] }` -> ids, as the fixture's files name them. */
export async function ids(source: string, options: QueryOptions = {}): Promise<string[]> {
  const data = await query(source, options);
  const [list] = isRecord(data) ? Object.values(data) : [];
  if (!Array.isArray(list)) throw new Error(`Expected a list, got ${JSON.stringify(data)}`);
  return list.map((item: unknown) => (isRecord(item) ? String(item.id) : ''));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
