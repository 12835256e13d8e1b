import { renderToString } from 'react-dom/server';
import { ErrorView } from '../../src/components/error/ErrorView.js';
import { locales } from '../../src/config/locales.js';
import { pageMessages } from '../../src/i18n/page-messages.js';
import type { SiteData } from '../../src/page-contract/site-data.js';
import { ClientScripts } from './ClientScripts.js';
import { DocumentHead } from './DocumentHead.js';
import { InlineSiteData } from '../InlineSiteData.js';
import type { PageAssets } from './page-assets.js';

/**
 * The localized 404 page (`404.html`, `en/404.html`), served by the CDN for every unmatched path. It carries its site
 * data inline: it works whatever else the host has (a path of an earlier deploy, a removed site module).
 */
export function renderErrorDocument({ site, assets }: { site: SiteData; assets: PageAssets }): string {
  const messages = pageMessages[site.locale];
  const html = renderToString(
    <html lang={locales[site.locale].iso}>
      <head>
        <DocumentHead css={assets.css} />
      </head>
      <body>
        <div id="app" data-error-page="">
          <ErrorView site={site} messages={messages} />
        </div>
        <InlineSiteData site={site} messages={messages} />
        <ClientScripts assets={assets} />
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${html}`;
}
