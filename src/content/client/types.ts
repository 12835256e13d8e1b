/** The variables of a content query. */
export type Variables = Readonly<Record<string, unknown>>;

/** Runs one content query and resolves with its `data` (a ContentClient's `query`). */
export type QueryFunction = <T>(document: string, variables?: Variables) => Promise<T>;
