/** A schema.org node as JSON-LD: an object with `@type` and its properties. */
export type JsonLdNode = { '@type': string } & Record<string, unknown>;

/** A top-level JSON-LD object: a node with the schema.org context. */
export function withContext(node: JsonLdNode): JsonLdNode & { '@context': 'https://schema.org' } {
  return { '@context': 'https://schema.org', ...node };
}

/** The object without its null, undefined and empty-array properties (schema.org consumers dislike empty values). */
export function compact<T extends Record<string, unknown>>(node: T): T {
  return Object.fromEntries(
    Object.entries(node).filter(
      ([, value]) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}
