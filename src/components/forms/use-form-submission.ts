import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { interactionEvent, pushEvent } from '../../analytics/data-layer.js';
import { formInteraction } from '../../analytics/form-interaction.js';
import { STARTED_FIELD } from '../../forms/form-fields.js';
import { forms, type FormKind } from '../../forms/definitions/forms.js';
import { fieldMessage } from '../../forms/field-message.js';
import { formEndpoint } from '../../forms/form-endpoints.js';
import { useLocale, useSite, useT } from '../site-context.js';
import { formShownAt } from './form-shown-at.js';

export type SubmissionState = 'idle' | 'sending' | 'sent' | 'failed';

type FormSchemas = typeof import('../../forms/form-schemas.js');

let schemas: Promise<FormSchemas> | undefined;

/**
 * The forms' schemas (zod with them), loaded when the visitor first moves into a form or submits it rather than with
 * the page: no first paint needs them. A failed load is tried again at the next call.
 */
function loadSchemas(): Promise<FormSchemas> {
  schemas ??= import('../../forms/form-schemas.js').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
}

/**
 * A form's life in the browser: validated with the service's own schema before sending (errors by field, focus on
 * the summary), posted as JSON to the service, then sent (the server's message) or failed (the fields keep what the
 * visitor typed). The time the form appeared goes with it (the service refuses forms filled faster than a person).
 * When the schemas cannot load (a stale tab after a deploy, a dropped connection), the form posts as plain HTML and
 * the service, which checks everything anyway, answers with its page.
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
      const form = event.currentTarget;
      const fields = Object.fromEntries(new FormData(form)) as Record<string, unknown>;
      const { locale: _locale, ...values } = fields;
      let loaded: FormSchemas;
      try {
        loaded = await loadSchemas();
      } catch (error) {
        console.warn('[forms] the form checks could not load: the form posts without them', error);
        form.submit();
        return;
      }
      const { fieldErrors, formSchemas, formValues } = loaded;
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

  /** Called when the visitor moves into the form: its checks load while they type. */
  const prepare = useCallback(() => void loadSchemas().catch(() => {}), []);

  return { state, errors, message, started, onSubmit, prepare, summary, result };
}
