import type { StructuredTextData } from '../content-model/content-data.js';

/** Reading speed for professional prose. */
const WORDS_PER_MINUTE = 200;
/** Shorter articles still say 2 minutes: « 1 min de lecture » reads as a teaser, not an article. */
const MINIMUM_MINUTES = 2;

function countWords(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  const { type, value, children } = node as { type?: unknown; value?: unknown; children?: unknown };
  const own =
    (type === 'span' || type === 'code') && typeof value === 'string' ? value.split(/\s+/).filter(Boolean).length : 0;
  return (
    own + (Array.isArray(children) ? children.reduce((sum: number, child: unknown) => sum + countWords(child), 0) : 0)
  );
}

/** Minutes to read a body, computed from its text when the page is built; null without a body. */
export function readingMinutes(body: StructuredTextData | null): number | null {
  if (!body) return null;
  return Math.max(MINIMUM_MINUTES, Math.round(countWords(body.value.document) / WORDS_PER_MINUTE));
}
