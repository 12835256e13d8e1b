/**
 * The weights the stylesheets use (400 text to 700 bold, headings 600): the web fonts are variable fonts narrowed to
 * this range of their weight axis, and their `@font-face` rules declare it.
 */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;
