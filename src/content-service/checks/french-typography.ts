import type { PathSegment } from '../store/content-validation-error.js';

/**
 * French typography as Québec usage (OQLF) sets it, checked in the text editors write: a no-break space (U+00A0)
 * before « : », « % » and « », after « and in « 250 000 $ », a narrow no-break space (U+202F) before « ; ? ! », and
 * the typographic apostrophe (’). Each rule names what to fix.
 */
export const frenchTypographyRules: readonly { pattern: RegExp; reason: string }[] = [
  {
    pattern: / [:;!?%»]/,
    reason: 'a plain space before a colon, semicolon, !, ?, % or »: use a no-break space (a narrow one before ; ! ?)',
  },
  { pattern: /« /, reason: 'a plain space after «: use a no-break space' },
  { pattern: /[\p{L}\d)][;!?](?=\s|$)/u, reason: 'no space before ; ! or ?: add a narrow no-break space' },
  { pattern: /'/, reason: 'a straight apostrophe: use ’' },
];

export interface TypographyProblem {
  /** Where the text is inside the record file: `body.fr-CA`, `seo.fr-CA.title`. */
  path: PathSegment[];
  reason: string;
}

const EXCERPT_LENGTH = 60;

/** The French text of a record file (every value under an `fr-CA` key, blocks included) checked against the rules. */
export function frenchTypographyProblems(json: unknown): TypographyProblem[] {
  const problems: TypographyProblem[] = [];
  const visit = (value: unknown, path: PathSegment[], french: boolean): void => {
    if (typeof value === 'string') {
      if (!french) return;
      for (const { pattern, reason } of frenchTypographyRules) {
        const match = pattern.exec(value);
        if (!match) continue;
        const start = Math.max(0, match.index - EXCERPT_LENGTH / 2);
        problems.push({ path, reason: `${reason} (…${value.slice(start, start + EXCERPT_LENGTH)}…)` });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, [...path, index], french);
      });
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key], french || key === 'fr-CA');
    }
  };
  visit(json, [], false);
  return problems;
}
