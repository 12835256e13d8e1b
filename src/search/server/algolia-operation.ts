import type { IncomingMessage } from 'node:http';
import { AlgoliaError, sendAlgoliaError } from '../../http/algolia-error.js';
import { BodyError, readJsonBody } from '../../http/body.js';
import { sendJson } from '../../http/json-response.js';
import type { RouteCall, RouteHandler } from '../../http/route-table.js';
import { SearchParamsError } from '../record-filters.js';

/**
 * Writes (admin key only) may be large: records arrive 1,000 a batch from `replaceAllObjects`, and a record may be
 * 100 KB. Reads, which anyone with the public search key may send, are small: an InstantSearch keystroke is a few KB.
 */
const WRITE_BODY_LIMIT = 50 * 1024 * 1024;
const READ_BODY_LIMIT = 64 * 1024;

/** Every answer of the embedded API may be read by a page of any origin (the key is the credential). */
export const ALGOLIA_CORS = { 'access-control-allow-origin': '*' };

/**
 * The requests an embedded API answered, for tests that count what a client sent: `writes` are the requests that
 * change an index (records, settings, moves, deletes), `batchOperations` the record operations of its batches (what
 * Algolia bills a batch), `reads` the others (searches, gets, browses, settings and task reads).
 */
export interface RequestCounts {
  reads: number;
  writes: number;
  batchOperations: number;
}

/** A call as an operation gets it: the route's call, with its JSON body (POST and PUT) read. */
export interface AlgoliaCall extends RouteCall {
  body: unknown;
}

/** An operation of the API: what it answers with 200 as JSON, or an {@link AlgoliaError}. */
export type Operation = (call: AlgoliaCall) => unknown;

/**
 * The route handler of an operation: reads the body (POST, PUT) within the limit of the key that sent it, counts the
 * request as a read or a write, and answers the operation's value, or the error it threw with Algolia's body (a
 * parameter the engine refuses is a 400). A client that went away mid-body gets no answer.
 */
export function algoliaOperation(
  kind: 'read' | 'write',
  operation: Operation,
  { isAdmin, counts }: { isAdmin: (req: IncomingMessage) => boolean; counts?: RequestCounts | undefined },
): RouteHandler {
  return async (call) => {
    const { req, res } = call;
    try {
      const limit = isAdmin(req) ? WRITE_BODY_LIMIT : READ_BODY_LIMIT;
      const body = req.method === 'POST' || req.method === 'PUT' ? await readJsonBody(req, limit) : undefined;
      if (counts) counts[kind === 'write' ? 'writes' : 'reads'] += 1;
      sendJson(res, 200, operation({ ...call, body }), ALGOLIA_CORS);
    } catch (error) {
      if (req.readableAborted) return;
      const known = error instanceof AlgoliaError || error instanceof BodyError;
      const status = known ? error.status : error instanceof SearchParamsError ? 400 : 500;
      if (status === 500) console.error('search:serve:', error);
      sendAlgoliaError(res, status, status === 500 ? 'Internal error' : (error as Error).message, ALGOLIA_CORS);
    }
  };
}
