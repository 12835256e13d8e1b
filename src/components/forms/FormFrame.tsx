import type { ReactNode, RefObject } from 'react';
import { HONEYPOT_FIELD, STARTED_FIELD } from '../../forms/form-fields.js';
import { forms, type FormKind } from '../../forms/definitions/forms.js';
import { formEndpoint } from '../../forms/form-endpoints.js';
import { useLocale, useSite, useT } from '../site-context.js';
import type { useFormSubmission } from './use-form-submission.js';

/**
 * What every form shares: the plain POST to the service (works without JavaScript), the error summary (focused and
 * announced, each entry a link to its field), the honeypot, the submit button with its sending state, and the sent
 * and failed messages. Once sent, the form gives way to what happens next.
 */
export function FormFrame({
  kind,
  labelledBy,
  submission,
  labels,
  children,
}: {
  kind: FormKind;
  labelledBy: string;
  submission: ReturnType<typeof useFormSubmission>;
  /** Each field's label, for the summary's links. */
  labels: Record<string, string>;
  children: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const { site } = useSite();
  const { state, errors, message, started, onSubmit, prepare, summary, result } = submission;
  const entries = Object.entries(errors);
  if (state === 'sent') {
    return (
      <p
        className="form-result form-result--sent"
        role="status"
        tabIndex={-1}
        ref={result as RefObject<HTMLParagraphElement>}
      >
        {message}
      </p>
    );
  }
  return (
    <form
      className="site-form"
      action={formEndpoint(kind, site.formsOrigin)}
      method="post"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={prepare}
    >
      {entries.length > 0 ? (
        <div className="form-summary" role="alert" tabIndex={-1} ref={summary as RefObject<HTMLDivElement>}>
          <p>{t('forms.error.summary', { count: entries.length })}</p>
          <ul>
            {entries.map(([field, text]) => (
              <li key={field}>
                {field in labels ? <a href={`#field-${field}`}>{`${labels[field]} — ${text}`}</a> : text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {state === 'failed' ? (
        <p
          className="form-result form-result--failed"
          role="alert"
          tabIndex={-1}
          ref={result as RefObject<HTMLParagraphElement>}
        >
          {message}
        </p>
      ) : null}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name={STARTED_FIELD} value={started || ''} />
      <div className="form-trap" aria-hidden="true">
        <label htmlFor={`${kind}-${HONEYPOT_FIELD}`}>{t('forms.honeypot')}</label>
        <input id={`${kind}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      {children}
      <button
        type="submit"
        className="button button--navy-900"
        disabled={state === 'sending'}
        aria-disabled={state === 'sending'}
      >
        {state === 'sending' ? t('forms.sending') : t(forms[kind].submit)}
      </button>
    </form>
  );
}
