/** The variables of a content query. */
export type Variables = Readonly<Record<string, unknown>>;

/**
 * Told the cache tags of each response a query read (DatoCMS's `X-Cache-Tags`: opaque, space-separated in the header),
 * a response's list as one array, cached responses' included.
 */
export type CacheTagSink = (tags: readonly string[]) => void;

/** How a client's query runs: `cache: false` asks anew and keeps nothing; `tags` is told its responses' cache tags. */
export interface QueryBehaviour {
  cache?: boolean;
  tags?: CacheTagSink | undefined;
}

/** Runs one content query and resolves with its `data` (a ContentClient's `query`). */
export type QueryFunction = <T>(document: string, variables?: Variables) => Promise<T>;
