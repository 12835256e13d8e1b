import { localeCodes, locales } from '../../config/locales.js';
import { MAX_LENGTH } from '../../forms/form-fields.js';
import { useLocale, useT } from '../site-context.js';
import { ConsentField } from './ConsentField.js';
import { FormField } from './FormField.js';
import { FormFrame } from './FormFrame.js';
import { useFormSubmission } from './use-form-submission.js';

/** The newsletter sign-up: email, name, preferred language and express consent (CASL), unticked by default. */
export function NewsletterForm({ headingId }: { headingId: string }) {
  const t = useT();
  const locale = useLocale();
  const submission = useFormSubmission('newsletter');
  const { errors } = submission;
  const labels = { email: t('forms.email'), name: t('forms.name'), language: t('forms.language'), consent: t('forms.consent.newsletter') };
  return (
    <FormFrame kind="newsletter" labelledBy={headingId} submission={submission} labels={labels}>
      <FormField name="email" label={labels.email} error={errors.email}>
        {(control) => <input {...control} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} />}
      </FormField>
      <FormField name="name" label={labels.name} optional error={errors.name}>
        {(control) => <input {...control} type="text" autoComplete="name" maxLength={MAX_LENGTH.name} />}
      </FormField>
      <FormField name="language" label={labels.language} required={false} error={errors.language}>
        {(control) => (
          <select {...control} defaultValue={locale}>
            {localeCodes.map((code) => (
              <option key={code} value={code} lang={locales[code].iso}>
                {locales[code].language}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <ConsentField label={labels.consent} error={errors.consent} />
    </FormFrame>
  );
}
