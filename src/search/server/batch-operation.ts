import { randomUUID } from 'node:crypto';
import { AlgoliaError } from '../../http/algolia-error.js';
import { asObject, asRecord, partiallyUpdated } from './record-updates.js';
import type { StagedRecords } from './staged-records.js';

/**
 * One operation of a batch (`addObject`, `updateObject`, `partialUpdateObject[NoCreate]`, `deleteObject`, `clear`,
 * `delete`), checked before any is applied (a bad one refuses the whole batch): what it does to the staged records,
 * returning the objectID it touched.
 */
export function batchOperation(value: unknown): (records: StagedRecords) => string | undefined {
  const { action, body } = asObject(value, 'Each batch request');
  switch (action) {
    case 'addObject':
    case 'updateObject': {
      const record = asRecord(body, action === 'addObject' ? randomUUID : undefined);
      return (records) => {
        records.set(record.objectID, record);
        return record.objectID;
      };
    }
    case 'partialUpdateObject':
    case 'partialUpdateObjectNoCreate': {
      const changes = asObject(body, `The body of ${action}`);
      const objectID = changes.objectID;
      if (typeof objectID !== 'string' || objectID === '') throw new AlgoliaError(400, `${action} needs an objectID.`);
      partiallyUpdated(undefined, objectID, changes);
      return (records) => {
        const current = records.get(objectID);
        if (current || action === 'partialUpdateObject')
          records.set(objectID, partiallyUpdated(current, objectID, changes));
        return objectID;
      };
    }
    case 'deleteObject': {
      const objectID = asObject(body, 'The body of deleteObject').objectID;
      if (typeof objectID !== 'string') throw new AlgoliaError(400, 'deleteObject needs an objectID.');
      return (records) => {
        records.delete(objectID);
        return objectID;
      };
    }
    case 'clear':
    case 'delete':
      return (records) => {
        records.clear();
        return undefined;
      };
    default:
      throw new AlgoliaError(400, `Unsupported batch action: ${String(action)}`);
  }
}
