import type { ReactNode } from 'react';
import { useT } from '../site-context.js';

/**
 * One labelled field with its error: the control gets `aria-invalid` and `aria-describedby` pointing at the message,
 * which sits right under it. `children` renders the control from the ids it is given.
 */
export function FormField({
  name,
  label,
  optional = false,
  required = !optional,
  error,
  children,
}: {
  name: string;
  label: string;
  optional?: boolean;
  /** Default: unless optional. A select that always has a value is neither. */
  required?: boolean;
  error: string | undefined;
  children: (control: {
    id: string;
    name: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    required?: true;
  }) => ReactNode;
}) {
  const t = useT();
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="field-optional"> {t('forms.optional')}</span> : null}
      </label>
      {children({
        id,
        name,
        ...(required ? { required: true } : {}),
        ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
      })}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
