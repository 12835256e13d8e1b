import * as z from 'zod/mini';
import { HONEYPOT_FIELD, MAX_LENGTH, STARTED_FIELD } from './form-fields.js';

/**
 * The contact and newsletter forms' fields, one schema each, read by the browser (before sending) and by the
 * submission service (which trusts nothing else). Messages are not here: {@link fieldErrors} turns zod's issues into
 * the keys of the catalogue (`forms.error.*`), so each side words them in the visitor's language.
 */

/** A pragmatic address check (the browser's `type=email` rule): something@something.something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Digits with the usual separators and an optional leading +; 7 to 20 digits. */
const PHONE = /^\+?[\d\s().-]{7,30}$/;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const accepted = z.literal(true);

export const contactSchema = z.strictObject({
  fname: text(MAX_LENGTH.fname),
  lname: text(MAX_LENGTH.lname),
  email: text(MAX_LENGTH.email).check(z.regex(EMAIL)),
  phone: optionalText(MAX_LENGTH.phone).check(z.refine((value) => !value || (PHONE.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7))),
  business: optionalText(MAX_LENGTH.business),
  subject: text(MAX_LENGTH.subject),
  message: text(MAX_LENGTH.message),
  consent: accepted,
});

export const newsletterSchema = z.strictObject({
  email: text(MAX_LENGTH.email).check(z.regex(EMAIL)),
  name: optionalText(MAX_LENGTH.name),
  language: z.enum(['fr', 'en']),
  consent: accepted,
});

export type ContactSubmission = z.infer<typeof contactSchema>;
export type NewsletterSubmission = z.infer<typeof newsletterSchema>;
export type FormKind = 'contact' | 'newsletter';

export const formSchemas = { contact: contactSchema, newsletter: newsletterSchema } as const;

/** Why a field was refused, as a catalogue key (`forms.error.{reason}`) and its values. */
export interface FieldError {
  reason: 'required' | 'email' | 'phone' | 'tooLong' | 'consent' | 'choice' | 'unknown';
  max?: number;
}

/** The first error of each field, from a failed parse; `_form` for what belongs to no field (unknown fields…). */
export function fieldErrors(error: z.core.$ZodError): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : '_form';
    if (errors[field]) continue;
    if (issue.code === 'unrecognized_keys') errors._form = { reason: 'unknown' };
    else if (field === 'consent') errors[field] = { reason: 'consent' };
    else if (issue.code === 'too_big') errors[field] = { reason: 'tooLong', max: Number(issue.maximum) };
    else if (issue.code === 'invalid_format') errors[field] = { reason: field === 'email' ? 'email' : 'phone' };
    else if (issue.code === 'custom') errors[field] = { reason: 'phone' };
    else if (issue.code === 'invalid_value') errors[field] = { reason: 'choice' };
    else errors[field] = { reason: 'required' };
  }
  return errors;
}

/**
 * A form's values as posted (JSON or a plain HTML form): strings trimmed by the schema, a checkbox's `on` / `true`
 * as `true`, a missing checkbox as `false`; the spam-trap fields are taken out before validation.
 */
export function formValues(kind: FormKind, raw: Record<string, unknown>): Record<string, unknown> {
  const { [HONEYPOT_FIELD]: _trap, [STARTED_FIELD]: _started, ...values } = raw;
  const checked = (value: unknown) => value === true || value === 'true' || value === 'on';
  const result: Record<string, unknown> = { ...values, consent: checked(values.consent) };
  for (const [key, value] of Object.entries(result)) if (value === '' && key !== 'consent' && optionalFields[kind].includes(key)) delete result[key];
  return result;
}

const optionalFields: Record<FormKind, string[]> = { contact: ['phone', 'business'], newsletter: ['name'] };
