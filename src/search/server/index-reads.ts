import { ALGOLIA_MESSAGES, AlgoliaError } from '../../http/algolia-error.js';
import type { AnswerBudget, SearchRequest } from '../search-contract.js';
import type { Operation } from './algolia-operation.js';
import { answerBudget } from './answer-budget.js';
import { browseRecords } from './browse-records.js';
import type { IndexStore, PublishedIndex } from './index-store.js';
import { asObject, retrieved } from './record-updates.js';
import { paramsOf } from './search-params.js';

/** The most queries of one `/1/indexes/*\/queries` (Algolia's: InstantSearch sends a handful per keystroke). */
const MAX_QUERIES = 50;
/** The most records one `/1/indexes/*\/objects` asks for (Algolia's `getObjects` limit). */
const MAX_OBJECTS = 1000;

export const requestsOf = (body: unknown): unknown[] => {
  const { requests } = asObject(body, 'The body');
  if (!Array.isArray(requests)) throw new AlgoliaError(400, 'The body needs a `requests` array.');
  return requests;
};

const boundedRequestsOf = (body: unknown, most: number): unknown[] => {
  const requests = requestsOf(body);
  if (requests.length > most)
    throw new AlgoliaError(400, `At most ${most} requests per call (got ${requests.length}).`);
  return requests;
};

const attributeList = (value: unknown): string[] | undefined =>
  typeof value === 'string'
    ? value.split(',').map((name) => name.trim())
    : Array.isArray(value)
      ? value.map(String)
      : undefined;

/** The index a read names, as last published: a 404 when there is none (only writes create an index). */
export function publishedIndex(store: IndexStore, name: string | undefined): PublishedIndex {
  const published = name === undefined ? undefined : store.published(name);
  if (!published) throw new AlgoliaError(404, ALGOLIA_MESSAGES.noIndex);
  return published;
}

/** A task's status: a 404 for a task the store never had. */
export function taskStatus(store: IndexStore, taskID: string | undefined) {
  const status = store.taskStatus(Number(taskID));
  if (!status) throw new AlgoliaError(404, ALGOLIA_MESSAGES.noTask);
  return status;
}

/**
 * The API's reads: searches, records, browses, settings, tasks, the list of indexes. The answers the search key may
 * ask for (searches, facet value searches, records) are bounded ({@link answerBudget}); browses need the admin key.
 */
export function indexReads(store: IndexStore) {
  const search = (
    indexName: string,
    request: Omit<SearchRequest, 'indexName'>,
    budget: AnswerBudget = answerBudget(),
  ) => publishedIndex(store, indexName).engine.search([{ ...request, indexName }], budget).results[0];

  /** One sub-request of `/1/indexes/*\/queries`: checked (its index must exist) before any is answered. */
  function subSearch(value: unknown): (budget: AnswerBudget) => unknown {
    const request = asObject(value, 'Each request');
    const indexName = typeof request.indexName === 'string' ? request.indexName : '';
    publishedIndex(store, indexName);
    const params = paramsOf(request);
    if (request.type === 'facet') {
      if (typeof request.facet !== 'string') throw new AlgoliaError(400, 'A facet request needs a `facet`.');
      const facet = request.facet;
      return (budget) => search(indexName, { type: 'facet', facet, params }, budget);
    }
    return (budget) => search(indexName, { params }, budget);
  }

  const reads = {
    queries: ({ body }) => {
      const budget = answerBudget();
      return {
        results: boundedRequestsOf(body, MAX_QUERIES)
          .map(subSearch)
          .map((answer) => answer(budget)),
      };
    },
    objects: ({ body }) => {
      const budget = answerBudget();
      return {
        results: boundedRequestsOf(body, MAX_OBJECTS).map((value) => {
          const { indexName, objectID, attributesToRetrieve } = asObject(value, 'Each request');
          const record =
            typeof indexName === 'string' && typeof objectID === 'string'
              ? store.published(indexName)?.records.get(objectID)
              : undefined;
          const answer = record ? retrieved(record, attributeList(attributesToRetrieve)) : null;
          budget.spend(answer);
          return answer;
        }),
      };
    },
    listIndexes: () => ({ items: store.list(), nbPages: 1 }),
    task: ({ params }) => ({ status: taskStatus(store, params.taskID) }),
    indexTask: ({ params }) => ({
      status: taskStatus(store, params.taskID),
      pendingTask: taskStatus(store, params.taskID) !== 'published',
    }),
    query: ({ params, body }) => search(params.index as string, { params: paramsOf(asObject(body ?? {}, 'The body')) }),
    facetQuery: ({ params, body }) =>
      search(params.index as string, {
        type: 'facet',
        facet: params.facet as string,
        params: paramsOf(asObject(body ?? {}, 'The body')),
      }),
    settings: ({ params }) => {
      publishedIndex(store, params.index);
      return store.settings(params.index as string);
    },
    browse: ({ params, body }) => browseRecords(() => publishedIndex(store, params.index), body),
    record: ({ params, query }) => {
      const record = publishedIndex(store, params.index).records.get(params.objectID as string);
      if (!record) throw new AlgoliaError(404, ALGOLIA_MESSAGES.noObject);
      return retrieved(record, attributeList(query.get('attributesToRetrieve') ?? undefined));
    },
  } satisfies Record<string, Operation>;
  return reads;
}
