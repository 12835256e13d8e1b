import { source } from 'virtual:root-language-script';

const CHARSET = '<meta charSet="utf-8"/>';

/**
 * The document of the home page `/` with its language script (renderer/client/root-language.ts) right after the
 * charset, first in the head: React puts the preloads of the hero image and the fonts before the rest of the head,
 * and an English visitor must leave before the browser starts downloading the French page's image.
 */
export function withRootLanguageScript(html: string): string {
  const at = html.indexOf(CHARSET);
  if (at === -1) throw new Error(`The home page's head has no ${CHARSET} to put its language script after`);
  const end = at + CHARSET.length;
  return `${html.slice(0, end)}<script>${source}</script>${html.slice(end)}`;
}
