import type { Locale } from '../../config/locales.js';
import type { PageMessageKey } from '../../i18n/page-messages.js';
import type { RouteName } from '../../routing/routes.js';

/** A field the visitor types in: one line (`text`, `email`, `tel`) or several (`textarea`), at most `max` characters. */
interface TextFieldDefinition {
  type: 'text' | 'email' | 'tel' | 'textarea';
  label: PageMessageKey;
  max: number;
  /** May be left empty: stored as NULL, shown as “—” in the email, empty in the export. */
  optional?: true;
  /** The browser's autofill hint (`autocomplete`). */
  autoComplete?: string;
  /** Fields with the same row name, one after the other, share a line of the form. */
  row?: string;
}

/** A list to pick from whose options the page gives (the contact subjects, from the content), with a prompt first. */
interface ChoiceFieldDefinition {
  type: 'choice';
  label: PageMessageKey;
  /** The disabled first option. */
  prompt: PageMessageKey;
  max: number;
}

/** One of the site's languages, the page's by default. */
interface LanguageFieldDefinition {
  type: 'language';
  label: PageMessageKey;
}

/** The express consent checkbox: unticked by default; its wording is what is kept with the submission. */
export interface ConsentFieldDefinition {
  type: 'consent';
  label: PageMessageKey;
}

export type FieldDefinition =
  | TextFieldDefinition
  | ChoiceFieldDefinition
  | LanguageFieldDefinition
  | ConsentFieldDefinition;

/**
 * One form, the one place its fields are written: their order, types, limits and catalogue keys. The schema
 * (form-schemas.ts), the storage columns (storage/field-columns.ts), the email, the CSV export and the form's controls
 * (components/forms/FormFields.tsx) are derived from it. A field's name is its column's name.
 */
export interface FormDefinition {
  /** The service's endpoint the form posts to. */
  endpoint: `/api/${string}`;
  /** The page the form is on (the no-JavaScript result pages link back to it). */
  page: RouteName;
  /** The table its submissions are kept in. */
  table: string;
  fields: Readonly<Record<string, FieldDefinition>>;
  submit: PageMessageKey;
  /** What the visitor reads once it is sent. */
  sent: PageMessageKey;
}

/** The value a field holds once validated. */
type FieldValue<F extends FieldDefinition> = F extends ConsentFieldDefinition
  ? true
  : F extends LanguageFieldDefinition
    ? Locale
    : string;

type OptionalNames<D extends FormDefinition> = {
  [K in keyof D['fields']]: D['fields'][K] extends { optional: true } ? K : never;
}[keyof D['fields']];

/** A valid submission of form `D`: each field's value, optional ones possibly absent. */
export type FormValues<D extends FormDefinition> = {
  -readonly [K in Exclude<keyof D['fields'], OptionalNames<D>>]: FieldValue<D['fields'][K]>;
} & { -readonly [K in OptionalNames<D>]?: string | undefined };
