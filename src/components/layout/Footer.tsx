import { OPEN_CONSENT_EVENT } from '../../analytics/consent-event.js';
import { browserMotionStore, useMotionPreferences } from '../../client-state/browser-stores.js';
import { FooterNewsletterForm } from '../forms/FooterNewsletterForm.js';
import { LinkBlock } from '../links/LinkBlock.js';
import { useSite, useT } from '../site-context.js';
import { FooterOffices } from './FooterOffices.js';
import { Logo } from './Logo.js';
import { SocialLinks } from './SocialLinks.js';

/**
 * The site footer: the firm, its offices, secondary navigation, newsletter sign-up, social accounts, legal links and
 * copyright. Given `sharedMarkup` (a server render of FooterContents, once per language: footer-slot.ts), the element
 * holds that markup instead of rendering its contents.
 */
export function Footer({ sharedMarkup }: { sharedMarkup?: string | null }) {
  return sharedMarkup == null ? (
    <footer className="site-footer">
      <FooterContents />
    </footer>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: this site's own server render of FooterContents
    <footer className="site-footer" dangerouslySetInnerHTML={{ __html: sharedMarkup }} />
  );
}

/** What the footer element holds: the same on every page of a language (it reads the site data and the messages only). */
export function FooterContents() {
  const { site } = useSite();
  const t = useT();
  const { layout } = site;
  const { animationsDisabled } = useMotionPreferences();
  return (
    <>
      <div className="site-footer__inner">
        <div className="footer-brand">
          <Logo locale={site.locale} siteName={site.siteName} />
          {layout.footerText ? <p className="footer-text">{layout.footerText}</p> : null}
        </div>
        <section aria-labelledby="footer-offices" className="footer-section footer-section--offices">
          <h2 id="footer-offices">{t('footer.offices')}</h2>
          <FooterOffices offices={layout.offices} />
        </section>
        {layout.footerMenu.length > 0 ? (
          <nav aria-labelledby="footer-explore" className="footer-section footer-section--explore">
            <h2 id="footer-explore">{t('footer.explore')}</h2>
            <ul className="footer-menu">
              {layout.footerMenu.map((link) => (
                <li key={link.id}>
                  <LinkBlock link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <section aria-labelledby="footer-newsletter" className="footer-section footer-section--newsletter">
          <h2 id="footer-newsletter">{t('newsletter.form')}</h2>
          <FooterNewsletterForm labelledBy="footer-newsletter" />
        </section>
        {layout.socialLinks.length > 0 ? (
          <section aria-labelledby="footer-social" className="footer-section footer-section--social">
            <h2 id="footer-social">{t('footer.followUs')}</h2>
            <SocialLinks links={layout.socialLinks} />
          </section>
        ) : null}
      </div>
      <div className="site-footer__legal">
        <nav aria-label={t('a11y.legalNavigation')} className="legal-nav">
          <ul>
            {layout.legalMenu.map((link) => (
              <li key={link.id}>
                <LinkBlock link={link} />
              </li>
            ))}
            <li>
              <button
                type="button"
                className="legal-nav__button"
                aria-pressed={animationsDisabled}
                onClick={() => browserMotionStore().setAnimationsDisabled(!animationsDisabled)}
              >
                {t('footer.disableAnimations')}
              </button>
            </li>
            {site.gtmId ? (
              <li>
                <button
                  type="button"
                  className="legal-nav__button"
                  onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
                >
                  {t('footer.cookiePreferences')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        <p className="copyright">
          {t('footer.copyright', { year: Number(site.buildDate.slice(0, 4)), siteName: site.siteName })}
        </p>
      </div>
    </>
  );
}
