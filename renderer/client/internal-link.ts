import { matchPath } from '../../src/routing/match-path.js';

/** The site path an anchor leads to, when the client router can render it; null for anything else. */
export function routablePath(anchor: HTMLAnchorElement): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.dataset.languageSwitch) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const lastSegment = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (lastSegment.includes('.')) return null;
  if (!matchPath(url.pathname)) return null;
  return url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
}
