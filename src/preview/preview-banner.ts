import { locales } from '../config/locales.js';
import { translate } from '../i18n/messages.js';
import { pathLocale } from '../routing/match-path.js';
import type { ContentProblem } from '../content-health/content-problem.js';
import { healthBanner } from './health-banner.js';
import { PREVIEW_EXIT_PATH } from './preview-api.js';

function bannerOf(path: string): string {
  const locale = pathLocale(path);
  const [banner, exit] = [translate(locale, 'preview.banner'), translate(locale, 'preview.exit')];
  const style =
    'position:sticky;top:0;z-index:1000;display:flex;gap:1rem;justify-content:center;flex-wrap:wrap;padding:.5rem 1rem;background:#1a1a1a;color:#fff;font:600 0.9375rem/1.4 system-ui,sans-serif';
  return `<div role="status" lang="${locales[locale].iso}" style="${style}"><span>${banner}</span><a href="${PREVIEW_EXIT_PATH}?redirect=${encodeURIComponent(path)}" style="color:#fff">${exit}</a></div>`;
}

/**
 * A preview page: `noindex` in its head and the preview banner at the top of its body, outside the app's root,
 * followed by the page's own content problems, if any (health-banner.ts).
 */
export function markAsPreview(html: string, path: string, problems: readonly ContentProblem[] = []): string {
  const health = healthBanner(problems, pathLocale(path));
  return html
    .replace('<head>', '<head><meta name="robots" content="noindex, nofollow"/>')
    .replace(/<body([^>]*)>/, (body) => `${body}${bannerOf(path)}${health}`);
}
