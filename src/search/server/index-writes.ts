import { randomUUID } from 'node:crypto';
import { AlgoliaError } from '../../http/algolia-error.js';
import { recordFilter } from '../record-filters.js';
import type { Operation, RequestCounts } from './algolia-operation.js';
import { batchOperation } from './batch-operation.js';
import { requestsOf } from './index-reads.js';
import type { IndexStore } from './index-store.js';
import { asObject, asRecord, partiallyUpdated } from './record-updates.js';
import { checkedParams } from './search-params.js';
import { stagedRecords } from './staged-records.js';

/**
 * The API's writes: records (save, partial update, delete, batch, deleteBy), settings, copy and move, clear, delete.
 * Each is indexed in the background ({@link IndexStore}) and answers its task id; `counts`, when given, counts the
 * record operations of batches.
 */
export function indexWrites(store: IndexStore, counts?: RequestCounts) {
  const at = () => new Date().toISOString();
  const writes = {
    setSettings: ({ params, body }) => ({
      taskID: store.setSettings(params.index as string, asObject(body, 'The settings')),
      updatedAt: at(),
    }),
    batch: ({ params, body }) => {
      const operations = requestsOf(body).map(batchOperation);
      if (counts) counts.batchOperations += operations.length;
      const objectIDs: string[] = [];
      const taskID = store.writeRecords(params.index as string, (records) => {
        const staged = stagedRecords(records);
        for (const operation of operations) {
          const id = operation(staged);
          if (id !== undefined) objectIDs.push(id);
        }
        staged.apply();
      });
      return { taskID, objectIDs };
    },
    copyOrMove: ({ params, body }) => {
      const { operation, destination, scope } = asObject(body, 'The body');
      if ((operation !== 'move' && operation !== 'copy') || typeof destination !== 'string' || destination === '') {
        throw new AlgoliaError(400, 'operation must be move or copy, with a destination.');
      }
      const scoped = Array.isArray(scope) ? scope.map(String) : undefined;
      return { taskID: store.moveOrCopy(operation, params.index as string, destination, scoped), updatedAt: at() };
    },
    clear: ({ params }) => ({
      taskID: store.writeRecords(params.index as string, (records) => records.clear()),
      updatedAt: at(),
    }),
    deleteBy: ({ params, body }) => {
      const filters = checkedParams(asObject(body, 'The body'));
      if (!filters.facetFilters?.length && !filters.numericFilters?.length)
        throw new AlgoliaError(400, 'deleteBy needs facetFilters or numericFilters.');
      const passes = recordFilter(filters);
      const taskID = store.writeRecords(params.index as string, (records) => {
        for (const [id, record] of records) if (passes(record)) records.delete(id);
      });
      return { taskID, updatedAt: at() };
    },
    partialUpdate: ({ params, query, body }) => {
      const objectID = params.objectID as string;
      const changes = asObject(body, 'The attributes to update');
      partiallyUpdated(undefined, objectID, changes);
      const create = query.get('createIfNotExists') !== 'false';
      const taskID = store.writeRecords(params.index as string, (records) => {
        const current = records.get(objectID);
        if (current || create) records.set(objectID, partiallyUpdated(current, objectID, changes));
      });
      return { taskID, objectID, updatedAt: at() };
    },
    saveRecord: ({ params, body }) => {
      const record = asRecord({ ...asObject(body, 'The record'), objectID: params.objectID });
      return { taskID: store.save(params.index as string, [record]), objectID: record.objectID, updatedAt: at() };
    },
    deleteRecord: ({ params }) => ({
      taskID: store.writeRecords(params.index as string, (records) => records.delete(params.objectID as string)),
      deletedAt: at(),
    }),
    addRecord: ({ params, body }) => {
      const record = asRecord(body, randomUUID);
      return { taskID: store.save(params.index as string, [record]), objectID: record.objectID, createdAt: at() };
    },
    deleteIndex: ({ params }) => ({ taskID: store.delete(params.index as string), deletedAt: at() }),
  } satisfies Record<string, Operation>;
  return writes;
}
