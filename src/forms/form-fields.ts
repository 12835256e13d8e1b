/**
 * The two fields every form adds to its own to catch robots, read by the pages, the schemas (form-schemas.ts) and the
 * service. A form's own fields are in its definition (definitions/).
 */

/** An off-screen field people never see: a value in it means a robot filled the form. */
export const HONEYPOT_FIELD = 'website';
/** When the form appeared (ms since epoch, set by the browser); posts faster than {@link MIN_FILL_MS} are robots. */
export const STARTED_FIELD = 'started';
export const MIN_FILL_MS = 3000;
