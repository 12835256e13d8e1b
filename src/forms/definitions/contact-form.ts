import type { FormDefinition } from './form-definition.js';

/** The contact form: who writes, how to reach them, about what, their message, and their consent to be contacted. */
export const contactForm = {
  endpoint: '/api/contact',
  page: 'contact',
  table: 'contact_messages',
  fields: {
    fname: { type: 'text', label: 'forms.fname', max: 100, autoComplete: 'given-name', row: 'name' },
    lname: { type: 'text', label: 'forms.lname', max: 100, autoComplete: 'family-name', row: 'name' },
    email: { type: 'email', label: 'forms.email', max: 254, autoComplete: 'email', row: 'reach' },
    phone: { type: 'tel', label: 'forms.phone', max: 30, optional: true, autoComplete: 'tel', row: 'reach' },
    business: { type: 'text', label: 'forms.business', max: 150, optional: true, autoComplete: 'organization' },
    subject: { type: 'choice', label: 'forms.subject', prompt: 'forms.subjectChoose', max: 150 },
    message: { type: 'textarea', label: 'forms.message', max: 5000 },
    consent: { type: 'consent', label: 'forms.consent.contact' },
  },
  submit: 'forms.submit.contact',
  sent: 'forms.sent.contact',
} as const satisfies FormDefinition;
