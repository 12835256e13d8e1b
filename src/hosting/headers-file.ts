import { matchesPattern } from './cache-policy.js';

/** One block of a `_headers` file: a URL pattern and the headers of the responses it matches. */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

export const HEADERS_FILE = '_headers';

/**
 * A `_headers` file as Netlify and Cloudflare Pages read it: a pattern on its own line, then its headers indented
 * (`  Name: value`). Every matching block applies.
 */
export function printHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ pattern, headers }) =>
      [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n')
    .concat('\n');
}

/** Reads a `_headers` file; a malformed line throws, naming its number. Comments (`#`) and blank lines are skipped. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      return;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator === -1) throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path`);
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  });
  return rules;
}

/** The headers of the blocks that match `pathname`, in file order (a later block's value of a header wins). */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (matchesPattern(rule.pattern, pathname)) Object.assign(headers, rule.headers);
  return headers;
}
