import { formEndpoint } from '../../forms/form-endpoints.js';
import { newsletterForm } from '../../forms/definitions/newsletter-form.js';
import { HONEYPOT_FIELD } from '../../forms/form-fields.js';
import { useLocale, useSite, useT } from '../site-context.js';

/**
 * The footer's compact newsletter sign-up: an address and the same express consent as the newsletter page, the
 * page's language as the preferred one. A plain form post (no script in every page's bundle): the service answers
 * with its localized result page, and the confirmation email follows as from the full form.
 */
export function FooterNewsletterForm({ labelledBy }: { labelledBy: string }) {
  const t = useT();
  const locale = useLocale();
  const { site } = useSite();
  return (
    <form
      className="footer-newsletter"
      data-form="newsletter"
      action={formEndpoint('newsletter', site.formsOrigin)}
      method="post"
      aria-labelledby={labelledBy}
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="language" value={locale} />
      <div className="form-trap" aria-hidden="true">
        <label htmlFor="footer-newsletter-trap">{t('forms.honeypot')}</label>
        <input id="footer-newsletter-trap" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <label htmlFor="footer-newsletter-email">{t(newsletterForm.fields.email.label)}</label>
      <input
        id="footer-newsletter-email"
        type="email"
        name="email"
        required
        autoComplete="email"
        maxLength={newsletterForm.fields.email.max}
      />
      <div className="footer-newsletter__consent">
        <input id="footer-newsletter-consent" type="checkbox" name="consent" required />
        <label htmlFor="footer-newsletter-consent">{t(newsletterForm.fields.consent.label)}</label>
      </div>
      <button type="submit" className="button button--beige-200">
        {t(newsletterForm.submit)}
      </button>
    </form>
  );
}
