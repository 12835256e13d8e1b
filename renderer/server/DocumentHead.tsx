import mainFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import headingFont from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url';

/** Colour of the browser's interface around the page (navy of the footer and the mark). */
const THEME_COLOR = '#13233a';

/**
 * The start of every HTML document's head: charset, viewport, icon, the preloaded text and heading fonts
 * (the same hashed files the stylesheet's `@font-face` names) and the stylesheets.
 */
export function DocumentHead({ css }: { css: readonly string[] }) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="preload" href={mainFont} as="font" type="font/woff2" crossOrigin="anonymous" />
      <link rel="preload" href={headingFont} as="font" type="font/woff2" crossOrigin="anonymous" />
      {css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </>
  );
}
