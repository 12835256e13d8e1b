import { GraphQLError, visit, type DocumentNode } from 'graphql';

/**
 * The deepest selection a query may nest: the site's deepest document (structured text with its links and blocks)
 * nests about a dozen levels; a thousand-level document is an attack on the validator's stack, whose overflow would
 * otherwise decide the answer (refused on one machine, validated on another).
 */
export const MAX_QUERY_DEPTH = 100;

/** How deep a document's selection sets nest (counted without recursion: graphql-js's `visit` keeps its own stack). */
export function queryDepth(document: DocumentNode): number {
  let depth = 0;
  let deepest = 0;
  visit(document, {
    SelectionSet: {
      enter: () => {
        depth += 1;
        deepest = Math.max(deepest, depth);
      },
      leave: () => {
        depth -= 1;
      },
    },
  });
  return deepest;
}

/** The error a query nested deeper than {@link MAX_QUERY_DEPTH} gets, in the CDA's 200-with-errors form. */
export const tooDeepError = (): GraphQLError => new GraphQLError('The query is nested too deeply');
