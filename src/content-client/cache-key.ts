function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** JSON with object keys sorted at every depth, so that `{a, b}` and `{b, a}` give the same text. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    isPlainObject(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : nested,
  );
}

/** The identity of a content query: its document and its variables (absent variables = `{}`). */
export function cacheKey(document: string, variables: Readonly<Record<string, unknown>> | undefined): string {
  return `${document}\u0000${stableStringify(variables ?? {})}`;
}
