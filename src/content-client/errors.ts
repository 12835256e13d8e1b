/** A GraphQL error as the content API reports it. */
export interface GraphqlErrorLike {
  message?: unknown;
  [key: string]: unknown;
}

/** A content response with a non-ok status: `API Response Status: {status}`. */
export class ContentResponseError extends Error {
  override readonly name = 'ContentResponseError';

  constructor(readonly status: number) {
    super(`API Response Status: ${status}`);
  }
}

/** A content response with an errors array: `API Data Error: {first message or Unknown error}`. */
export class ContentDataError extends Error {
  override readonly name = 'ContentDataError';

  constructor(readonly errors: readonly GraphqlErrorLike[]) {
    const first = errors[0]?.message;
    super(`API Data Error: ${typeof first === 'string' && first !== '' ? first : 'Unknown error'}`);
  }
}

/** No usable response at all: network failure, timeout, or a body that is not JSON. */
export class ContentRequestError extends Error {
  override readonly name = 'ContentRequestError';

  constructor(message: string, options: { cause: unknown }) {
    super(`API Request Failed: ${message}`, options);
  }
}
