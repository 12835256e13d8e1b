import type { SiteData } from '../src/runtime/site-data.js';

/** The start of every HTML document's head: charset, viewport, build id, icon and stylesheets. */
export function DocumentHead({ site, css }: { site: SiteData; css: readonly string[] }) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="build-id" content={site.buildId} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </>
  );
}

/** JSON safe to put inside a `<script>` element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
