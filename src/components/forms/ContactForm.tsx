import { MAX_LENGTH } from '../../forms/form-fields.js';
import { useT } from '../site-context.js';
import { ConsentField } from './ConsentField.js';
import { FormField } from './FormField.js';
import { FormFrame } from './FormFrame.js';
import { useFormSubmission } from './use-form-submission.js';

/** The contact form: name, email, phone, company, subject (from the content), message and consent to be contacted. */
export function ContactForm({ subjects, headingId }: { subjects: readonly string[]; headingId: string }) {
  const t = useT();
  const submission = useFormSubmission('contact');
  const { errors } = submission;
  const labels = {
    fname: t('forms.fname'),
    lname: t('forms.lname'),
    email: t('forms.email'),
    phone: t('forms.phone'),
    business: t('forms.business'),
    subject: t('forms.subject'),
    message: t('forms.message'),
    consent: t('forms.consent.contact'),
  };
  return (
    <FormFrame kind="contact" labelledBy={headingId} submission={submission} labels={labels}>
      <div className="form-row">
        <FormField name="fname" label={labels.fname} error={errors.fname}>
          {(control) => <input {...control} type="text" autoComplete="given-name" maxLength={MAX_LENGTH.fname} />}
        </FormField>
        <FormField name="lname" label={labels.lname} error={errors.lname}>
          {(control) => <input {...control} type="text" autoComplete="family-name" maxLength={MAX_LENGTH.lname} />}
        </FormField>
      </div>
      <div className="form-row">
        <FormField name="email" label={labels.email} error={errors.email}>
          {(control) => <input {...control} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} />}
        </FormField>
        <FormField name="phone" label={labels.phone} optional error={errors.phone}>
          {(control) => <input {...control} type="tel" autoComplete="tel" maxLength={MAX_LENGTH.phone} />}
        </FormField>
      </div>
      <FormField name="business" label={labels.business} optional error={errors.business}>
        {(control) => <input {...control} type="text" autoComplete="organization" maxLength={MAX_LENGTH.business} />}
      </FormField>
      <FormField name="subject" label={labels.subject} error={errors.subject}>
        {(control) => (
          <select {...control} defaultValue="">
            <option value="" disabled>
              {t('forms.subjectChoose')}
            </option>
            {subjects.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="message" label={labels.message} error={errors.message}>
        {(control) => <textarea {...control} rows={6} maxLength={MAX_LENGTH.message} />}
      </FormField>
      <ConsentField label={labels.consent} error={errors.consent} />
    </FormFrame>
  );
}
