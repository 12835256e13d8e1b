import { type Locale, locales } from '../config/locales.js';
import type { ContentProblem } from '../content-health/content-problem.js';
import { translate } from '../i18n/messages.js';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/** One problem: its severity and what it is, in the page's language, then where to fix it. */
function problemItem(found: ContentProblem, locale: Locale): string {
  const values = { field: found.field, locale: found.locale, target: found.target, length: found.length };
  const text = translate(locale, 'preview.health.item', {
    severity: `<strong>${translate(locale, `preview.health.${found.severity}`)}</strong>`,
    problem: escapeHtml(translate(locale, `preview.health.${found.kind}`, values)),
  });
  if (/^https?:\/\//.test(found.editUrl)) {
    const edit = `<a href="${escapeHtml(found.editUrl)}" style="color:#fff">${translate(locale, 'preview.health.edit')}</a>`;
    return `<li>${text} — ${edit}</li>`;
  }
  const file = found.editUrl
    ? ` — ${translate(locale, 'preview.health.file')} <code>${escapeHtml(found.editUrl)}</code>`
    : '';
  return `<li>${text}${file}</li>`;
}

/**
 * The list of a preview page's own content problems (src/content-health/), under the preview banner: a disclosure
 * opened by default that names their count, each problem linking to the record's editing URL (or naming the embedded
 * content's file). Nothing when the page has none.
 */
export function healthBanner(problems: readonly ContentProblem[], locale: Locale): string {
  if (problems.length === 0) return '';
  const style =
    'display:block;margin:0;padding:.5rem 1rem;background:#1a1a1a;color:#fff;border-top:1px solid #fff;font:400 0.9375rem/1.5 system-ui,sans-serif';
  const summary = translate(locale, 'preview.health.summary', { count: problems.length });
  const items = problems.map((found) => problemItem(found, locale)).join('');
  return `<aside aria-label="${summary}" lang="${locales[locale].iso}" style="${style}"><details open><summary style="cursor:pointer;font-weight:600">${summary}</summary><ul style="margin:.25rem 0 0;padding-left:1.25rem">${items}</ul></details></aside>`;
}
