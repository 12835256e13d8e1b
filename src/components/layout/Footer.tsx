import { ExternalLink } from '../links/ExternalLink.js';
import { LinkBlock } from '../links/LinkBlock.js';
import { useSite, useT } from '../site-context.js';

export function Footer() {
  const { site } = useSite();
  const t = useT();
  const { layout } = site;
  return (
    <footer className="site-footer">
      <section aria-labelledby="footer-offices">
        <h2 id="footer-offices">{t('footer.offices')}</h2>
        <ul className="offices">
          {layout.offices.map((office) => (
            <li key={office.id}>
              <address>
                <strong>{office.name}</strong>
                <br />
                {office.address}
                <br />
                {office.city} ({office.province}) {office.postalCode}
                <br />
                <a href={`tel:${office.phone.replace(/[^+\d]/g, '')}`}>{office.phone}</a>
              </address>
            </li>
          ))}
        </ul>
      </section>
      {layout.footerMenu.length > 0 ? (
        <nav aria-label={t('a11y.footerNavigation')}>
          <ul>
            {layout.footerMenu.map((link) => (
              <li key={link.id}>
                <LinkBlock link={link} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {layout.socialLinks.length > 0 ? (
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{t('footer.followUs')}</h2>
          <ul className="social-links">
            {layout.socialLinks.map((social) => (
              <li key={social.id}>
                <ExternalLink href={social.url}>{social.network}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav aria-label={t('a11y.legalNavigation')} className="legal-nav">
        <ul>
          {layout.legalMenu.map((link) => (
            <li key={link.id}>
              <LinkBlock link={link} />
            </li>
          ))}
        </ul>
      </nav>
      <p className="copyright">
        {t('footer.copyright', { year: new Date(site.buildTime).getFullYear(), siteName: site.siteName })}
      </p>
    </footer>
  );
}
