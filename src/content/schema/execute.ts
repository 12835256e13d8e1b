import { graphql, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { ContentStore } from '../store/content-store.js';
import { buildContentSchema } from './build-schema.js';
import type { ContentContext } from './context.js';

export interface ContentQueryRequest {
  query: string;
  variables?: Record<string, unknown>;
  /** Serve draft records (DatoCMS's X-Include-Drafts); otherwise drafts do not exist for the query. */
  includeDrafts: boolean;
}

export interface ContentQueryOptions {
  /**
   * Where upload URLs start: `{uploadsBaseUrl}/{filename}?{imgix params}`. Default `/uploads`, the path the content
   * server serves uploads at. It is an option of the query rather than of the store because it depends on where the
   * files are served (content server origin, static build), not on the content.
   */
  uploadsBaseUrl?: string;
}

export const DEFAULT_UPLOADS_BASE_URL = '/uploads';

let schema: GraphQLSchema | undefined;

/**
 * Runs a GraphQL query of the DatoCMS Content Delivery API against the store. Syntax, validation and resolver
 * errors come back in `errors` (never as an empty list), as the CDA does with its HTTP 200 responses.
 */
export async function executeContentQuery(
  store: ContentStore,
  request: ContentQueryRequest,
  options: ContentQueryOptions = {},
): Promise<ExecutionResult> {
  schema ??= buildContentSchema();
  const contextValue: ContentContext = {
    store,
    includeDrafts: request.includeDrafts,
    uploadsBaseUrl: options.uploadsBaseUrl ?? DEFAULT_UPLOADS_BASE_URL,
  };
  return graphql({ schema, source: request.query, variableValues: request.variables, contextValue });
}
