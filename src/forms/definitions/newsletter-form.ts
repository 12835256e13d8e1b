import type { FormDefinition } from './form-definition.js';

/** The newsletter sign-up: an address, a name, the preferred language and express consent (CASL). */
export const newsletterForm = {
  endpoint: '/api/newsletter',
  page: 'newsletter',
  table: 'subscribers',
  fields: {
    email: { type: 'email', label: 'forms.email', max: 254, autoComplete: 'email' },
    name: { type: 'text', label: 'forms.name', max: 150, optional: true, autoComplete: 'name' },
    language: { type: 'language', label: 'forms.language' },
    consent: { type: 'consent', label: 'forms.consent.newsletter' },
  },
  submit: 'forms.submit.newsletter',
  sent: 'forms.sent.newsletter',
} as const satisfies FormDefinition;
