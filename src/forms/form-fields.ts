/**
 * The forms' field facts that pages need without the schemas (and without zod): the longest values, and the two
 * fields that catch robots. The schemas (form-schemas.ts) and the service read them too.
 */

/** The longest value each text field accepts. */
export const MAX_LENGTH = {
  fname: 100,
  lname: 100,
  email: 254,
  phone: 30,
  business: 150,
  subject: 150,
  message: 5000,
  name: 150,
} as const;

/** An off-screen field people never see: a value in it means a robot filled the form. */
export const HONEYPOT_FIELD = 'website';
/** When the form appeared (ms since epoch, set by the browser); posts faster than {@link MIN_FILL_MS} are robots. */
export const STARTED_FIELD = 'started';
export const MIN_FILL_MS = 3000;
