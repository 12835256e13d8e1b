import { Helmet } from 'react-helmet-async';
import { locales, localeCodes } from '../../config/locales.js';
import type { PageHeadData } from '../../runtime/payload.js';
import { useSite } from '../site-context.js';

/** Title, description, canonical, hreflang alternates, Open Graph and JSON-LD of the current page. */
export function PageHead({ head }: { head: PageHeadData }) {
  const { site } = useSite();
  const locale = locales[site.locale];
  const xDefault = head.alternates.fr ?? head.canonical;
  return (
    <Helmet>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.noIndex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={head.canonical} />
      {localeCodes.map((code) => {
        const href = head.alternates[code];
        return href ? <link key={code} rel="alternate" hrefLang={locales[code].iso} href={href} /> : null;
      })}
      <link rel="alternate" hrefLang="x-default" href={xDefault} />
      <meta property="og:type" content={head.type} />
      <meta property="og:site_name" content={site.siteName} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      <meta property="og:locale" content={locale.iso.replace('-', '_')} />
      {head.image ? <meta property="og:image" content={head.image} /> : null}
      <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
    </Helmet>
  );
}
