import type { ConsentFieldDefinition, FieldDefinition, FormDefinition } from './form-definition.js';

/** A field whose value is kept: every field but the consent checkbox (the wording agreed to is kept instead). */
export type ValueFieldDefinition = Exclude<FieldDefinition, ConsentFieldDefinition>;

/**
 * A form's kept fields, in the definition's order, each with its name (also its column's name and its CSV header): what
 * the store writes and reads, the email lists and the export has as columns.
 */
export function valueFields(definition: FormDefinition): [name: string, field: ValueFieldDefinition][] {
  return Object.entries(definition.fields).filter(
    (entry): entry is [string, ValueFieldDefinition] => entry[1].type !== 'consent',
  );
}

/** The text of field `name` in a submission or a stored one, or null when it was left empty. */
export function fieldText(values: object, name: string): string | null {
  const value: unknown = Reflect.get(values, name);
  return typeof value === 'string' && value !== '' ? value : null;
}
