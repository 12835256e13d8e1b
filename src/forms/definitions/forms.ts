import { contactForm } from './contact-form.js';
import { newsletterForm } from './newsletter-form.js';

/** Every form of the site, by kind: the kinds, endpoints and routes of the service are derived from this list. */
export const forms = { contact: contactForm, newsletter: newsletterForm } as const;

export type FormKind = keyof typeof forms;

export const formKinds = Object.keys(forms) as FormKind[];
