import { normalizePath, pathOfTarget } from '../../http/request-path.js';

/**
 * The name of the one environment the service has: the content folder. DatoCMS names a project's first primary
 * environment `main`.
 */
export const PRIMARY_ENVIRONMENT = 'main';

/** What a request path names: drafts or not, and an environment when the path gives one. */
export interface EndpointPath {
  preview: boolean;
  environment: string | undefined;
}

/**
 * The CDA's paths: `/` and `/preview`, and the deprecated (still working) `/environments/{name}` and
 * `/environments/{name}/preview`. Undefined for any other path.
 */
export function endpointOfPath(url: string | undefined): EndpointPath | undefined {
  const normalized = normalizePath(pathOfTarget(url ?? '/'));
  if (!normalized.ok) return undefined;
  const match = /^(?:\/environments\/([^/]+))?(\/preview)?\/?$/.exec(normalized.path);
  if (!match) return undefined;
  return { preview: match[2] !== undefined, environment: match[1] };
}
