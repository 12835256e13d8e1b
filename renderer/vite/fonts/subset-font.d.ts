/** subset-font ships no declarations: the part of its API the font instancing uses. */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Keeps every glyph (no subset text then). */
    keepAllGlyphs?: boolean;
    /** A number pins an axis; `{min, max}` narrows its range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string | null, options?: SubsetFontOptions): Promise<Buffer>;
}
