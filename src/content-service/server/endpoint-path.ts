import { UPLOADS_PATH } from '../../content-model/api/uploads-path.js';

/**
 * The name of the one environment the service has: the content folder. DatoCMS names a project's first primary
 * environment `main`.
 */
export const PRIMARY_ENVIRONMENT = 'main';

/**
 * The CDA's paths, on the normalized path: `/` and `/preview`, and the deprecated (still working)
 * `/environments/{name}` and `/environments/{name}/preview`, each with or without a trailing slash. The groups name
 * the environment and whether drafts are asked for.
 */
export const CDA_ENDPOINT = /^(?:\/environments\/(?<environment>[^/]+))?(?<preview>\/preview)?\/?$/;

/** Upload files: `/uploads` and anything under it (upload-files.ts tells which paths name a file). */
export const UPLOADS_ENDPOINT = new RegExp(`^${UPLOADS_PATH.slice(0, -1)}(?:/.*)?$`, 's');
