import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { interactionEvent, pushEvent } from '../../analytics/data-layer.js';
import { formInteraction } from '../../analytics/form-interaction.js';
import { STARTED_FIELD } from '../../forms/form-fields.js';
import { forms, type FormKind } from '../../forms/definitions/forms.js';
import { fieldErrors, formSchemas, formValues } from '../../forms/form-schemas.js';
import { fieldMessage } from '../../forms/field-message.js';
import { formEndpoint } from '../../forms/form-endpoints.js';
import { useLocale, useSite, useT } from '../site-context.js';
import { formShownAt } from './form-shown-at.js';

export type SubmissionState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * A form's life in the browser: validated with the service's own schema before sending (errors by field, focus on
 * the summary), posted as JSON to the service, then sent (the server's message) or failed (the fields keep what the
 * visitor typed). The time the form appeared goes with it (the service refuses forms filled faster than a person).
 */
export function useFormSubmission(kind: FormKind) {
  const t = useT();
  const locale = useLocale();
  const { site } = useSite();
  const [state, setState] = useState<SubmissionState>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [started, setStarted] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const result = useRef<HTMLParagraphElement>(null);

  useEffect(() => setStarted(formShownAt()), []);
  useEffect(() => {
    if (Object.keys(errors).length > 0) summary.current?.focus();
  }, [errors]);
  useEffect(() => {
    if (state === 'sent' || state === 'failed') result.current?.focus();
  }, [state]);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, unknown>;
      const { locale: _locale, ...values } = fields;
      const parsed = formSchemas[kind].safeParse(formValues(kind, values));
      if (!parsed.success) {
        setErrors(
          Object.fromEntries(
            Object.entries(fieldErrors(kind, parsed.error)).map(([field, error]) => [field, fieldMessage(t, error)]),
          ),
        );
        setState('idle');
        return;
      }
      setErrors({});
      setState('sending');
      try {
        const response = await fetch(formEndpoint(kind, site.formsOrigin), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...formValues(kind, values), [STARTED_FIELD]: started, locale }),
        });
        const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
        if (response.status === 422 && body.errors) {
          setErrors(body.errors);
          setState('idle');
          return;
        }
        // A refusal the service explains (too many posts…) is shown as it words it; anything else is the failed state.
        setMessage(
          response.ok
            ? (body.message ?? t(forms[kind].sent))
            : response.status < 500 && body.message
              ? body.message
              : t('forms.failed'),
        );
        setState(response.ok ? 'sent' : 'failed');
        if (response.ok) pushEvent(interactionEvent(formInteraction(kind, 'page', locale)));
      } catch {
        setMessage(t('forms.failed'));
        setState('failed');
      }
    },
    [kind, locale, site.formsOrigin, started, t],
  );

  return { state, errors, message, started, onSubmit, summary, result };
}
