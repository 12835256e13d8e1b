import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { locales } from '../src/config/locales.js';
import type { PagePayload } from '../src/runtime/payload.js';
import type { SiteData } from '../src/runtime/site-data.js';
import { App, type PageProps } from './App.js';
import type { PageAssets } from './page-assets.js';

/** JSON safe to put inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The whole HTML document of one page: prerendered content, its head, and what the client needs to hydrate. */
export function renderDocument({
  site,
  payload,
  Page,
  assets,
}: {
  site: SiteData;
  payload: PagePayload;
  Page: ComponentType<PageProps>;
  assets: PageAssets;
}): string {
  const html = renderToString(
    <html lang={locales[site.locale].iso} data-build-id={site.buildId}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="build-id" content={site.buildId} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <link rel="modulepreload" href={assets.entry} />
        {assets.js.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <div id="app">
          <App site={site} payload={payload} Page={Page} />
        </div>
        <script id="__SITE__" type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(site) }} />
        <script id="__PAYLOAD__" type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(payload) }} />
        <script type="module" src={assets.entry} />
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${html}`;
}
