import * as z from 'zod/mini';
import { localeCodes } from '../config/locales.js';
import { forms, formKinds, type FormKind } from './definitions/forms.js';
import type { FieldDefinition, FormDefinition, FormValues } from './definitions/form-definition.js';
import { HONEYPOT_FIELD, STARTED_FIELD } from './form-fields.js';

export type { FormKind } from './definitions/forms.js';

/**
 * Each form's schema, derived from its definition, read by the browser (before sending) and by the submission service
 * (which trusts nothing else). Messages are not here: {@link fieldErrors} turns zod's issues into the keys of the
 * catalogue (`forms.error.*`), so each side words them in the visitor's language.
 */

/** A word of an address's local part: RFC 5322's `atext`. */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
/** A domain label: letters, digits and inner hyphens, at most 63 (RFC 1035; an internationalized one in its xn-- form). */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/**
 * One plain address (RFC 5322 `addr-spec` with a dot-atom local part of at most 64 characters, and a domain name with
 * a dot): no display name, no list, no quoted or commented parts, no spaces, no non-ASCII.
 */
const EMAIL = new RegExp(`^(?=[^@]{1,64}@)${ATEXT}(?:\\.${ATEXT})*@${LABEL}(?:\\.${LABEL})+$`);
/** What a one-line field refuses: control characters (line breaks, tabs, NUL…), Unicode line separators, lone surrogates. */
const NOT_ONE_LINE = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
/** What a several-line field refuses: control characters but tab and line breaks, lone surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the control characters the field refuses
const NOT_TEXT = /[\p{Cs}\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]/u;
/** Digits with the usual separators and an optional leading +; 7 to 20 digits. */
const PHONE = /^\+?[\d\s().-]{7,30}$/;

/** The check that refuses `refused` characters, reported as the `control` reason. */
const plain = (refused: RegExp) => z.refine<string>((value) => !refused.test(value), { params: { reason: 'control' } });
const text = (max: number, refused = NOT_ONE_LINE) =>
  z.string().check(z.trim(), plain(refused), z.minLength(1), z.maxLength(max));
const optionalText = (max: number, refused = NOT_ONE_LINE) =>
  z.optional(z.string().check(z.trim(), plain(refused), z.maxLength(max)));
const isPhone = (value: string) => PHONE.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7;
/** The format a field's type asks for, if any. */
const FORMATS: Partial<Record<FieldDefinition['type'], (value: string) => boolean>> = {
  email: (value) => EMAIL.test(value),
  tel: isPhone,
};

function fieldSchema(field: FieldDefinition): z.ZodMiniType {
  switch (field.type) {
    case 'consent':
      return z.literal(true);
    case 'language':
      return z.enum(localeCodes);
    case 'choice':
      return text(field.max);
    default: {
      const format = FORMATS[field.type];
      const refused = field.type === 'textarea' ? NOT_TEXT : NOT_ONE_LINE;
      if (!field.optional) return format ? text(field.max, refused).check(z.refine(format)) : text(field.max, refused);
      return format
        ? optionalText(field.max, refused).check(z.refine((value) => !value || format(value)))
        : optionalText(field.max, refused);
    }
  }
}

/** The schema of a form: each of its fields, nothing else. */
function schemaOf<D extends FormDefinition>(definition: D): z.ZodMiniType<FormValues<D>> {
  const shape = Object.fromEntries(
    Object.entries(definition.fields).map(([name, field]) => [name, fieldSchema(field)]),
  );
  return z.strictObject(shape) as unknown as z.ZodMiniType<FormValues<D>>;
}

export const formSchemas = {
  contact: schemaOf(forms.contact),
  newsletter: schemaOf(forms.newsletter),
} as const satisfies Record<FormKind, z.ZodMiniType>;

export type ContactSubmission = z.infer<typeof formSchemas.contact>;
export type NewsletterSubmission = z.infer<typeof formSchemas.newsletter>;

/** Why a field was refused, as a catalogue key (`forms.error.{reason}`) and its values. */
export interface FieldError {
  reason: 'required' | 'email' | 'phone' | 'control' | 'tooLong' | 'consent' | 'choice' | 'unknown';
  max?: number;
}

/** The first error of each field of form `kind`, from a failed parse; `_form` for what belongs to no field (unknown fields…). */
export function fieldErrors(kind: FormKind, error: z.core.$ZodError): Record<string, FieldError> {
  const fields: Readonly<Record<string, FieldDefinition>> = forms[kind].fields;
  const errors: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : '_form';
    const type = fields[field]?.type;
    if (errors[field]) continue;
    if (issue.code === 'unrecognized_keys') errors._form = { reason: 'unknown' };
    else if (type === 'consent') errors[field] = { reason: 'consent' };
    else if (issue.code === 'too_big') errors[field] = { reason: 'tooLong', max: Number(issue.maximum) };
    else if (issue.code === 'custom')
      errors[field] = { reason: issue.params?.reason === 'control' ? 'control' : type === 'email' ? 'email' : 'phone' };
    else if (issue.code === 'invalid_value') errors[field] = { reason: 'choice' };
    else errors[field] = { reason: 'required' };
  }
  return errors;
}

/** Each form's optional fields and its checkboxes, by kind. */
const fieldsOf = (kind: FormKind, test: (field: FieldDefinition) => boolean) =>
  Object.entries(forms[kind].fields as Readonly<Record<string, FieldDefinition>>)
    .filter(([, field]) => test(field))
    .map(([name]) => name);
const optionalFields = Object.fromEntries(
  formKinds.map((kind) => [kind, fieldsOf(kind, (field) => 'optional' in field)]),
) as Record<FormKind, string[]>;
const checkboxes = Object.fromEntries(
  formKinds.map((kind) => [kind, fieldsOf(kind, (field) => field.type === 'consent')]),
) as Record<FormKind, string[]>;

/**
 * A form's values as posted (JSON or a plain HTML form): strings trimmed by the schema, a checkbox's `on` / `true`
 * as `true`, a missing checkbox as `false`; an empty optional field as absent; the spam-trap fields are taken out
 * before validation.
 */
export function formValues(kind: FormKind, raw: Record<string, unknown>): Record<string, unknown> {
  const { [HONEYPOT_FIELD]: _trap, [STARTED_FIELD]: _started, ...values } = raw;
  const checked = (value: unknown) => value === true || value === 'true' || value === 'on';
  const result: Record<string, unknown> = { ...values };
  for (const name of checkboxes[kind]) result[name] = checked(values[name]);
  for (const name of optionalFields[kind]) if (result[name] === '') delete result[name];
  return result;
}
