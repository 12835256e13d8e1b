import { contactForm } from '../../forms/definitions/contact-form.js';
import { FormFields, useFieldLabels } from './FormFields.js';
import { FormFrame } from './FormFrame.js';
import { useFormSubmission } from './use-form-submission.js';

/** The contact form: its definition's fields, the subjects to choose from given by the content. */
export function ContactForm({ subjects, headingId }: { subjects: readonly string[]; headingId: string }) {
  const submission = useFormSubmission('contact');
  return (
    <FormFrame kind="contact" labelledBy={headingId} submission={submission} labels={useFieldLabels(contactForm)}>
      <FormFields definition={contactForm} errors={submission.errors} choices={{ subject: subjects }} />
    </FormFrame>
  );
}
