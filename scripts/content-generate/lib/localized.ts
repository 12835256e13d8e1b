import { englishTypography, frenchTypography } from './typography.js';
import type { Localized } from './types.js';

/** A French / English pair, as authors write it. */
export interface Bilingual {
  fr: string;
  en: string;
}

/** A localized value with each language's typography applied. */
export function loc(fr: string, en: string): Localized<string> {
  return { 'fr-CA': frenchTypography(fr), 'en-CA': englishTypography(en) };
}

/** A localized slug: slugs carry no typography. */
export function locSlug(fr: string, en: string): Localized<string> {
  return { 'fr-CA': fr, 'en-CA': en };
}

/** `Élise Côté-Nguyen` → `elise-cote-nguyen`. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
