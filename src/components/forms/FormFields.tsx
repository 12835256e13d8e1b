import type { ReactNode } from 'react';
import { localeCodes, locales } from '../../config/locales.js';
import type { FieldDefinition, FormDefinition } from '../../forms/definitions/form-definition.js';
import { useLocale, useT } from '../site-context.js';
import { ConsentField } from './ConsentField.js';
import { FormField } from './FormField.js';

/** Each field's label in the page's language, by name (the error summary's links use them). */
export function useFieldLabels(definition: FormDefinition): Record<string, string> {
  const t = useT();
  return Object.fromEntries(Object.entries(definition.fields).map(([name, field]) => [name, t(field.label)]));
}

/**
 * A form's fields as its definition lists them, in order, fields sharing a `row` on one line: each control from its
 * type, with its limit, autofill hint and error. A `choice` field's options come from `choices` (the page's content).
 */
export function FormFields({
  definition,
  errors,
  choices = {},
}: {
  definition: FormDefinition;
  errors: Record<string, string>;
  choices?: Readonly<Record<string, readonly string[]>>;
}) {
  const t = useT();
  const locale = useLocale();
  const labels = useFieldLabels(definition);

  const control = (name: string, field: FieldDefinition): ReactNode => {
    const label = labels[name] ?? name;
    switch (field.type) {
      case 'consent':
        return <ConsentField key={name} label={label} error={errors[name]} />;
      case 'language':
        return (
          <FormField key={name} name={name} label={label} required={false} error={errors[name]}>
            {(props) => (
              <select {...props} defaultValue={locale}>
                {localeCodes.map((code) => (
                  <option key={code} value={code} lang={locales[code].iso}>
                    {locales[code].language}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        );
      case 'choice':
        return (
          <FormField key={name} name={name} label={label} error={errors[name]}>
            {(props) => (
              <select {...props} defaultValue="">
                <option value="" disabled>
                  {t(field.prompt)}
                </option>
                {(choices[name] ?? []).map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        );
      case 'textarea':
        return (
          <FormField key={name} name={name} label={label} optional={field.optional ?? false} error={errors[name]}>
            {(props) => <textarea {...props} rows={6} maxLength={field.max} />}
          </FormField>
        );
      default:
        return (
          <FormField key={name} name={name} label={label} optional={field.optional ?? false} error={errors[name]}>
            {(props) => <input {...props} type={field.type} autoComplete={field.autoComplete} maxLength={field.max} />}
          </FormField>
        );
    }
  };

  const lines: { row: string | undefined; fields: ReactNode[] }[] = [];
  for (const [name, field] of Object.entries(definition.fields)) {
    const row = 'row' in field ? field.row : undefined;
    const last = lines.at(-1);
    if (row !== undefined && last?.row === row) last.fields.push(control(name, field));
    else lines.push({ row, fields: [control(name, field)] });
  }
  return lines.map(({ row, fields }, index) =>
    row === undefined ? (
      fields
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a form row's fields are fixed by its definition, so its position is a stable key
      <div key={`${row}-${index}`} className="form-row">
        {fields}
      </div>
    ),
  );
}
