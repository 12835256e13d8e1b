import type { FormKind } from './form-schemas.js';

/** The endpoint of each form: the submission service on the site's own origin. */
export const FORM_ENDPOINTS: Record<FormKind, string> = { contact: '/api/contact', newsletter: '/api/newsletter' };
