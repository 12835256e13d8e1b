import { locales, localeCodes } from '../../config/locales.js';
import type { PageHeadData } from '../../page-contract/payload.js';
import { useSite } from '../site-context.js';

/**
 * Title, description, robots, Open Graph, canonical and hreflang alternates of the current page. React 19 hoists
 * these elements into the document's `<head>`, on the server and on client navigation alike (replacing the previous
 * page's, so there is always one `<title>`).
 */
export function PageHead({ head }: { head: PageHeadData }) {
  const { site } = useSite();
  const locale = locales[site.locale];
  const xDefault = head.alternates.fr ?? head.canonical;
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content={head.type} />
      <meta property="og:site_name" content={site.siteName} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      <meta property="og:locale" content={locale.iso.replace('-', '_')} />
      {head.image ? <meta property="og:image" content={head.image} /> : null}
      <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
      <link rel="canonical" href={head.canonical} />
      {localeCodes.map((code) => {
        const href = head.alternates[code];
        return href ? <link key={code} rel="alternate" hrefLang={locales[code].iso} href={href} /> : null;
      })}
      <link rel="alternate" hrefLang="x-default" href={xDefault} />
    </>
  );
}
