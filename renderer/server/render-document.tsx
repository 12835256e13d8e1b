import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { locales } from '../../src/config/locales.js';
import { pageMessages } from '../../src/i18n/page-messages.js';
import type { PagePayload } from '../../src/page-contract/payload.js';
import type { SiteData } from '../../src/page-contract/site-data.js';
import { App, type PageProps } from '../App.js';
import { ClientScripts } from './ClientScripts.js';
import { escapeScriptJson } from '../script-json.js';
import { DocumentHead } from './DocumentHead.js';
import { InlineSiteData } from '../InlineSiteData.js';
import { withRootLanguageScript } from './root-language-head.js';
import { sharedFooterMarkup } from './shared-footer.js';
import { sharedHeaderMarkup } from './shared-header.js';
import { FooterSlotContext } from '../../src/components/layout/footer-slot.js';
import { HeaderSlotContext } from '../../src/components/layout/header-slot.js';
import type { PageAssets } from './page-assets.js';

/**
 * The whole HTML document of one page: prerendered content, its head, and what the client needs to hydrate: the
 * page's payload, and the site's shared data with the interface messages of the page's language (the only catalogue
 * the browser gets), named as the language's site module when the build wrote one, else inline.
 */
export function renderDocument({
  site,
  payload,
  Page,
  assets,
  siteModule,
  payloadJson = JSON.stringify(payload),
}: {
  site: SiteData;
  payload: PagePayload;
  /** The payload already serialized (the build writes the same JSON to `payload.json`). */
  payloadJson?: string;
  Page: ComponentType<PageProps>;
  assets: PageAssets;
  /** The URL path of the language's site module (src/page-contract/site-module.ts); absent: the data inline. */
  siteModule?: string | undefined;
}): string {
  const messages = pageMessages[site.locale];
  const html = renderToString(
    <html lang={locales[site.locale].iso}>
      <head>
        <DocumentHead css={assets.css} />
      </head>
      <body>
        <div id="app">
          <HeaderSlotContext.Provider value={sharedHeaderMarkup(site, messages, payload)}>
            <FooterSlotContext.Provider value={sharedFooterMarkup(site, messages)}>
              <App site={site} messages={messages} payload={payload} Page={Page} />
            </FooterSlotContext.Provider>
          </HeaderSlotContext.Provider>
        </div>
        {siteModule === undefined && <InlineSiteData site={site} messages={messages} />}
        <script
          id="__PAYLOAD__"
          type="application/json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (escapeScriptJson)
          dangerouslySetInnerHTML={{ __html: escapeScriptJson(payloadJson) }}
        />
        <ClientScripts assets={assets} siteModule={siteModule} />
      </body>
    </html>,
  );
  const document = `<!DOCTYPE html>${html}`;
  return payload.path === '/' ? withRootLanguageScript(document) : document;
}
