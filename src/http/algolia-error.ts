/**
 * Algolia's error answers, for the embedded Algolia API (search:serve): a status other than 200 with Algolia's body,
 * `{"message": …, "status": …}`, and Algolia's messages word for word where a client's code may test them.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { sendJson } from './json-response.js';

/** An answer of the embedded Algolia API other than 200, thrown by a handler and answered with Algolia's body. */
export class AlgoliaError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Algolia's messages, word for word, for the errors a client's code may test. */
export const ALGOLIA_MESSAGES = {
  invalidCredentials: 'Invalid Application-ID or API key',
  notAllowed: 'Method not allowed with this API key',
  noIndex: 'Index does not exist',
  noObject: 'ObjectID does not exist',
  noTask: 'Task does not exist',
  notFound: 'Not found',
} as const;

/** Answers `status` with Algolia's error body. */
export function sendAlgoliaError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: OutgoingHttpHeaders = {},
): void {
  sendJson(res, status, { message, status }, headers);
}
