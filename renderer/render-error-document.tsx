import { renderToString } from 'react-dom/server';
import { ErrorView } from '../src/components/error/ErrorView.js';
import { locales } from '../src/config/locales.js';
import type { SiteData } from '../src/runtime/site-data.js';

/** The localized 404 page (`404.html`, `en/404.html`), served by the CDN for every unmatched path. */
export function renderErrorDocument({ site, entry, css }: { site: SiteData; entry: string; css: string[] }): string {
  const siteJson = JSON.stringify(site).replace(/</g, '\\u003c');
  const html = renderToString(
    <html lang={locales[site.locale].iso} data-build-id={site.buildId}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="build-id" content={site.buildId} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <div id="app" data-error-page="">
          <ErrorView site={site} />
        </div>
        <script id="__SITE__" type="application/json" dangerouslySetInnerHTML={{ __html: siteJson }} />
        <script type="module" src={entry} />
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${html}`;
}
