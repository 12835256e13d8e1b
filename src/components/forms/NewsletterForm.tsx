import { newsletterForm } from '../../forms/definitions/newsletter-form.js';
import { FormFields, useFieldLabels } from './FormFields.js';
import { FormFrame } from './FormFrame.js';
import { useFormSubmission } from './use-form-submission.js';

/** The newsletter sign-up: its definition's fields (email, name, preferred language, express consent, unticked). */
export function NewsletterForm({ headingId }: { headingId: string }) {
  const submission = useFormSubmission('newsletter');
  return (
    <FormFrame kind="newsletter" labelledBy={headingId} submission={submission} labels={useFieldLabels(newsletterForm)}>
      <FormFields definition={newsletterForm} errors={submission.errors} />
    </FormFrame>
  );
}
