/** A host in the shape of algoliasearch's `hosts` option. */
export interface AlgoliaHost {
  url: string;
  port?: number;
  protocol: 'http' | 'https';
  accept: 'read' | 'write' | 'readWrite';
}

/**
 * The `hosts` option that points an algoliasearch client at ALGOLIA_HOST (an origin, e.g. `http://127.0.0.1:7700`)
 * instead of Algolia's hosts; undefined (Algolia's own) when it is not set.
 */
export function algoliaHosts(host: string | undefined): AlgoliaHost[] | undefined {
  if (!host) return undefined;
  const url = new URL(host);
  return [
    {
      url: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      accept: 'readWrite',
    },
  ];
}
