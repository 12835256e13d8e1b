import { forms, formKinds, type FormKind } from './definitions/forms.js';

/** The endpoint of each form: the submission service on the site's own origin. */
export const FORM_ENDPOINTS = Object.fromEntries(formKinds.map((kind) => [kind, forms[kind].endpoint])) as Record<
  FormKind,
  string
>;

/** Where a page's form posts: its endpoint on the service's origin (FORMS_API_URL), or on the page's own. */
export function formEndpoint(kind: FormKind, origin: string | undefined): string {
  return `${origin ?? ''}${FORM_ENDPOINTS[kind]}`;
}
