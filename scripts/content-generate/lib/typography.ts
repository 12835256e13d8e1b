/**
 * Typography of the published text. French follows Québec usage (OQLF): a no-break space inside « guillemets »
 * and before « : » and « % », a narrow no-break space before « ; ? ! », no-break spaces in amounts (« 250 000 $ »,
 * « 12 M$ »), and the typographic apostrophe. Authors write plain spaces; these functions set the right ones.
 */
const NBSP = '\u00a0';
const NNBSP = '\u202f';

export function frenchTypography(text: string): string {
  return text
    .replace(/'/g, '’')
    .replace(/\.\.\./g, '…')
    .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NBSP}»`)
    .replace(/[ \u00a0\u202f]*([;!?])(?=[\s»*)]|$)/gm, `${NNBSP}$1`)
    .replace(/(\S)[ \u00a0\u202f]*:(?=[\s»*]|$)/gm, `$1${NBSP}:`)
    .replace(/(\d)[ \u00a0\u202f]*%/g, `$1${NBSP}%`)
    .replace(/(\d) (\d{3})(?!\d)/g, `$1${NBSP}$2`)
    .replace(/(\d) (\d{3})(?!\d)/g, `$1${NBSP}$2`)
    .replace(/(\d) ([MGk]?\$)/g, `$1${NBSP}$2`)
    .replace(/(\d) h (\d{2})\b/g, `$1${NBSP}h${NBSP}$2`)
    .replace(/(\d) h\b/g, `$1${NBSP}h`);
}

export function englishTypography(text: string): string {
  return text.replace(/'/g, '’').replace(/\.\.\./g, '…');
}
