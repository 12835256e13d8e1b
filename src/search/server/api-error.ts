/** An answer of the embedded Algolia API other than 200, with Algolia's body: `{"message": …, "status": …}`. */
export class ApiError extends Error {
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
