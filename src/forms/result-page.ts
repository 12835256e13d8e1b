import { locales, type Locale } from '../config/locales.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page a form posted without JavaScript answers with: the result in the visitor's language and links back. Plain
 * HTML with the site's look left out on purpose (it stands alone, under any host's policy); every value is escaped.
 */
export function resultPage({
  locale,
  title,
  lines,
  links,
  button,
}: {
  locale: Locale;
  title: string;
  lines: readonly string[];
  links: readonly { href: string; label: string }[];
  /** A button that posts to the page's own URL (a confirmation a link scanner's GET cannot trigger). */
  button?: string;
}): string {
  return `<!doctype html>
<html lang="${locales[locale].iso}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${lines.length > 1 ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : `<p>${escapeHtml(lines[0] ?? '')}</p>`}
${button ? `<form method="post"><button type="submit">${escapeHtml(button)}</button></form>\n` : ''}<p>${links.map(({ href, label }) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join(' · ')}</p>
</main>
</body>
</html>
`;
}
