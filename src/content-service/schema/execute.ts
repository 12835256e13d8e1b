import {
  execute,
  getNamedType,
  GraphQLError,
  isInputObjectType,
  parse,
  typeFromAST,
  validate,
  visit,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { ContentStore } from '../store/content-store.js';
import { UPLOADS_PATH } from '../../content-model/api/uploads-path.js';
import { buildContentSchema } from './build-schema.js';
import { complexityError, MAX_COMPLEXITY, queryComplexity } from './complexity.js';
import { MAX_QUERY_DEPTH, queryDepth, tooDeepError } from './query-depth.js';
import type { ContentContext } from './context.js';

export interface ContentQueryRequest {
  query: string;
  variables?: Record<string, unknown>;
  /** Serve draft records (DatoCMS's X-Include-Drafts); otherwise drafts do not exist for the query. */
  includeDrafts: boolean;
  /** DatoCMS's strict mode (X-Exclude-Invalid): the schema whose required fields are non-null. */
  excludeInvalid?: boolean;
  /** Collect the cache tags of what the query reads (DatoCMS's X-Cache-Tags: true). */
  cacheTags?: boolean;
}

export interface ContentQueryOptions {
  /**
   * Where upload URLs start: `{uploadsBaseUrl}/{filename}?{imgix params}`. The content service gives its asset URL
   * (absolute, as DatoCMS's asset host); the default, for queries run on a store directly, is the path `/uploads/`.
   * It is an option of the query rather than of the store because it depends on where the files are served, not on
   * the content.
   */
  uploadsBaseUrl?: string;
}

interface ContentQueryRun {
  result: ExecutionResult;
  /** The response body as the CDA writes it (see contentQueryResponse). */
  body(): string;
  /** DatoCMS's complexity cost of the query (undefined when it is not a valid document). */
  complexity: number | undefined;
  /** The cache tags of what it read, when asked for (see cache-tags.ts). */
  cacheTags: ReadonlySet<string> | undefined;
}

/** A query's HTTP answer: its body and what the `X-Complexity` and `X-Cache-Tags` headers report. */
export interface ContentQueryResponse {
  body: string;
  /** Whether the body has `errors` (then it may have partial `data`). */
  failed: boolean;
  complexity: number | undefined;
  /** The cache tags of what the query read, when asked for; empty when it read nothing (an invalid query). */
  cacheTags: ReadonlySet<string> | undefined;
}

/** The two schemas, built on first use: lax (default) and strict (X-Exclude-Invalid). */
const schemas = new Map<boolean, GraphQLSchema>();

/** Prepared documents kept, by query text: a site sends the same few dozen documents with different variables. */
const PREPARED_KEPT = 200;

/** A document ready to run: compiled, or parsed and validated for graphql-js, or the errors that prevent running it. */
type Prepared =
  | { kind: 'compiled'; query: CompiledQuery; document: DocumentNode }
  | { kind: 'interpreted'; document: DocumentNode }
  | { kind: 'invalid'; result: ExecutionResult }
  /** Over the complexity limit with the variables it came with: refused before validation, and not kept. */
  | { kind: 'refused'; complexity: number };

const prepared = new Map<string, Prepared>();

/**
 * Whether a variable is an input object (a filter): graphql-jit cannot compile variables of recursive input types
 * (`AND: [Filter]`; zalando-incubator/graphql-jit#81), so such documents run on graphql-js.
 */
function hasInputObjectVariable(schemaInUse: GraphQLSchema, document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === 'OperationDefinition' &&
      (definition.variableDefinitions ?? []).some((variable) => {
        const type = typeFromAST(schemaInUse, variable.type);
        return type !== undefined && isInputObjectType(getNamedType(type));
      }),
  );
}

/**
 * The most fields of a document worth compiling: compiling costs about 0.5 ms a field, so a document of thousands of
 * aliases (cheap under the complexity limit) would take seconds; the site's documents have a few hundred at most.
 */
const MOST_COMPILED_FIELDS = 2000;

function fieldCount(document: DocumentNode): number {
  let count = 0;
  visit(document, {
    // biome-ignore lint/correctness/noComponentHookFactories: a graphql-js visitor keyed by node kind, not a component
    Field: () => {
      count += 1;
    },
  });
  return count;
}

/**
 * Parses and validates the query once, then compiles it to a function with graphql-jit (about 3x faster than
 * graphql-js's interpreter on a build's documents) unless it takes a filter variable. Kept by query text, least
 * recently used out. A document over the complexity limit is refused right after parsing: validating a huge document
 * of aliases is quadratic (seconds for a 1 MB body).
 */
function prepare(
  schemaInUse: GraphQLSchema,
  strict: boolean,
  query: string,
  variables: Readonly<Record<string, unknown>>,
): Prepared {
  const key = `${strict ? 'strict' : 'lax'}\n${query}`;
  const known = prepared.get(key);
  if (known) {
    prepared.delete(key);
    prepared.set(key, known);
    return known;
  }
  let result: Prepared;
  try {
    const document = parse(query);
    if (queryDepth(document) > MAX_QUERY_DEPTH) throw tooDeepError();
    const complexity = queryComplexity(schemaInUse, document, variables);
    if (complexity > MAX_COMPLEXITY) return { kind: 'refused', complexity };
    const errors = validate(schemaInUse, document);
    if (errors.length > 0) result = { kind: 'invalid', result: { errors } };
    else if (hasInputObjectVariable(schemaInUse, document) || fieldCount(document) > MOST_COMPILED_FIELDS) {
      result = { kind: 'interpreted', document };
    } else {
      const compiled = compileQuery(schemaInUse, document);
      result = isCompiledQuery(compiled)
        ? { kind: 'compiled', query: compiled, document }
        : { kind: 'invalid', result: compiled };
    }
  } catch (error) {
    // A document nested thousands of levels deep exhausts the parser's or a rule's stack: a GraphQL error, not a fault.
    if (!(error instanceof GraphQLError) && !(error instanceof RangeError)) throw error;
    const reason = error instanceof GraphQLError ? error : tooDeepError();
    result = { kind: 'invalid', result: { errors: [reason] } };
  }
  prepared.set(key, result);
  if (prepared.size > PREPARED_KEPT) prepared.delete(prepared.keys().next().value as string);
  return result;
}

/**
 * Runs a GraphQL query of the DatoCMS Content Delivery API against the store. Syntax, validation and resolver
 * errors come back in `errors` (never as an empty list), as the CDA does with its HTTP 200 responses.
 */
export async function executeContentQuery(
  store: ContentStore,
  request: ContentQueryRequest,
  options: ContentQueryOptions = {},
): Promise<ExecutionResult> {
  return (await runContentQuery(store, request, options)).result;
}

/**
 * The HTTP response body of a query, as the CDA writes it (`{data}`, or `{errors, data?}`), with its complexity. A
 * compiled query serializes its result with a serializer generated for its shape (JSON.stringify was a fifth of the
 * service's time).
 */
export async function contentQueryResponse(
  store: ContentStore,
  request: ContentQueryRequest,
  options: ContentQueryOptions = {},
): Promise<ContentQueryResponse> {
  const run = await runContentQuery(store, request, options);
  return {
    body: run.body(),
    failed: (run.result.errors?.length ?? 0) > 0,
    complexity: run.complexity,
    cacheTags: run.cacheTags,
  };
}

async function runContentQuery(
  store: ContentStore,
  request: ContentQueryRequest,
  options: ContentQueryOptions,
): Promise<ContentQueryRun> {
  const strict = request.excludeInvalid ?? false;
  const schema = schemas.get(strict) ?? buildContentSchema({ strict });
  schemas.set(strict, schema);
  const variables = request.variables ?? {};
  const query = prepare(schema, strict, request.query, variables);
  const cacheTags = request.cacheTags ? new Set<string>() : undefined;
  if (query.kind === 'invalid') {
    return { result: query.result, body: () => cdaBody(query.result), complexity: undefined, cacheTags };
  }
  const complexity = query.kind === 'refused' ? query.complexity : queryComplexity(schema, query.document, variables);
  if (query.kind === 'refused' || complexity > MAX_COMPLEXITY) {
    const refused: ExecutionResult = { errors: [complexityError(complexity)] };
    return { result: refused, body: () => cdaBody(refused), complexity, cacheTags };
  }
  const contextValue: ContentContext = {
    store,
    includeDrafts: request.includeDrafts,
    uploadsBaseUrl: options.uploadsBaseUrl ?? UPLOADS_PATH,
    ...(cacheTags && { cacheTags }),
  };
  const result =
    query.kind === 'compiled'
      ? await query.query.query(undefined, contextValue, variables)
      : await execute({ schema, document: query.document, variableValues: variables, contextValue });
  const settled = result.errors?.length === 0 ? { ...result, errors: undefined } : result;
  const compiled = query.kind === 'compiled' ? query.query : null;
  return {
    result: settled,
    body: () => (compiled && !settled.errors ? compiled.stringify(settled) : cdaBody(settled)),
    complexity,
    cacheTags,
  };
}

/** The CDA's success body is `{data}` only; with errors it is `{errors}`, plus `data` when graphql-js gave some. */
function cdaBody(result: ExecutionResult): string {
  const { data, errors, extensions } = result;
  const body: Record<string, unknown> = errors?.length
    ? { errors, ...(data !== undefined && { data }) }
    : { data: data ?? null };
  if (extensions) body.extensions = extensions;
  return JSON.stringify(body);
}
