import { resolve } from 'node:path';
import { expect } from 'vitest';
import type { ContentStore } from '../../../src/content/store/content-store.js';
import { loadContent } from '../../../src/content/store/load-content.js';
import { executeContentQuery } from '../../../src/content/schema/execute.js';

const FIXTURE_DIR = resolve(import.meta.dirname, '../../fixtures/content-small');

let store: Promise<ContentStore> | undefined;

/** The small fixture content, loaded once per test file. */
export function fixtureStore(): Promise<ContentStore> {
  store ??= loadContent(FIXTURE_DIR);
  return store;
}

export interface QueryOptions {
  variables?: Record<string, unknown>;
  includeDrafts?: boolean;
  uploadsBaseUrl?: string;
}

/** Runs a query on the fixture and returns its data, failing the test on any GraphQL error. */
export async function query(source: string, options: QueryOptions = {}): Promise<unknown> {
  const result = await executeContentQuery(
    await fixtureStore(),
    { query: source, variables: options.variables, includeDrafts: options.includeDrafts ?? false },
    { uploadsBaseUrl: options.uploadsBaseUrl },
  );
  expect(result.errors).toBeUndefined();
  return result.data;
}

/** Runs a query that must fail and returns its error messages. */
export async function queryErrors(source: string, options: QueryOptions = {}): Promise<string[]> {
  const result = await executeContentQuery(await fixtureStore(), {
    query: source,
    variables: options.variables,
    includeDrafts: options.includeDrafts ?? false,
  });
  expect(result.errors?.length).toBeGreaterThan(0);
  return (result.errors ?? []).map((error) => error.message);
}

/** The ids of a collection query's result: `{ allX: [{ id }] }` -> ids. */
export async function ids(source: string, options: QueryOptions = {}): Promise<string[]> {
  const data = await query(source, options);
  const [list] = isRecord(data) ? Object.values(data) : [];
  if (!Array.isArray(list)) throw new Error(`Expected a list, got ${JSON.stringify(data)}`);
  return list.map((item: unknown) => (isRecord(item) ? String(item.id) : ''));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
