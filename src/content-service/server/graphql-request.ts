/** The parts of a GraphQL-over-HTTP request body the service uses. */
export interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown> | undefined;
}

export type GraphqlRequestParse = { ok: true; request: GraphqlRequest } | { ok: false; message: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses a request body as JSON, whatever the request's content type says (cda-client sends text/plain). */
export function parseGraphqlRequest(text: string): GraphqlRequestParse {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The body is not valid JSON: ${(error as Error).message}` };
  }
  if (!isObject(body) || typeof body.query !== 'string' || body.query.trim() === '') {
    return { ok: false, message: 'The body must be a JSON object with a non-empty string "query"' };
  }
  const { variables } = body;
  if (variables !== undefined && variables !== null && !isObject(variables)) {
    return { ok: false, message: 'The "variables" of the body must be a JSON object' };
  }
  return { ok: true, request: { query: body.query, variables: variables ?? undefined } };
}
