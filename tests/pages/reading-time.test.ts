import { describe, expect, it } from 'vitest';
import type { StructuredTextData } from '../../src/content-model/content-data.js';
import { readingMinutes } from '../../src/page-kit/reading-time.js';

const words = (count: number): string => Array.from({ length: count }, (_, i) => `mot${i}`).join(' ');

function body(...paragraphs: string[]): StructuredTextData {
  return {
    value: {
      schema: 'dast',
      document: {
        type: 'root',
        children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'span', value: text }] })),
      },
    },
    links: [],
  };
}

describe('reading time, computed from the body of the page', () => {
  it('counts the words of every paragraph at 200 a minute', () => {
    expect(readingMinutes(body(words(700), words(500)))).toBe(6);
  });

  it('says at least 2 minutes for a short article', () => {
    expect(readingMinutes(body(words(40)))).toBe(2);
  });

  it('has none without a body', () => {
    expect(readingMinutes(null)).toBeNull();
  });
});
