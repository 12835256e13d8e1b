import { matchesPattern } from './cache-policy.js';

/**
 * One line of a `_redirects` file, in Netlify's format (Cloudflare Pages reads the same lines without conditions):
 * `from to status[!] [Language=xx] [Cookie=name]`. A forced rule (`!`) applies even when a file exists at `from`;
 * 200 serves `to` in place, 301/302 redirect, 404 serves `to` as the not-found page.
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: 200 | 301 | 302 | 404;
  force: boolean;
  /** The visitor's preferred languages (primary subtags) the rule is for. */
  language?: readonly string[];
  /** A cookie that must be present. */
  cookie?: string;
}

export const REDIRECTS_FILE = '_redirects';

export function printRedirectsFile(rules: readonly RedirectRule[]): string {
  return rules
    .map((rule) =>
      [
        rule.from,
        rule.to,
        `${rule.status}${rule.force ? '!' : ''}`,
        ...(rule.language ? [`Language=${rule.language.join(',')}`] : []),
        ...(rule.cookie ? [`Cookie=${rule.cookie}`] : []),
      ].join('  '),
    )
    .join('\n')
    .concat('\n');
}

/** Reads a `_redirects` file; a malformed line throws, naming its number. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  text.split('\n').forEach((line, index) => {
    const fields = line.replace(/#.*$/, '').trim().split(/\s+/).filter(Boolean);
    if (fields.length === 0) return;
    const [from, to, code = '301', ...conditions] = fields;
    const status = Number(code.replace(/!$/, ''));
    if (!from?.startsWith('/') || !to || ![200, 301, 302, 404].includes(status)) {
      throw new Error(
        `_redirects line ${index + 1}: expected "/from /to 200|301|302|404[!] [Language=xx] [Cookie=name]"`,
      );
    }
    const rule: RedirectRule = { from, to, status: status as RedirectRule['status'], force: code.endsWith('!') };
    for (const condition of conditions) {
      const [name, value = ''] = condition.split('=');
      if (name === 'Language') rule.language = value.split(',');
      else if (name === 'Cookie') rule.cookie = value;
      else throw new Error(`_redirects line ${index + 1}: unknown condition ${condition}`);
    }
    rules.push(rule);
  });
  return rules;
}

/** What a request brings that conditions look at. */
export interface RequestFacts {
  pathname: string;
  /** The language a visitor prefers among the site's (from Accept-Language), if any. */
  language?: string;
  cookies: ReadonlySet<string>;
  /** A file exists at the path. */
  fileExists: boolean;
}

/** The first rule that applies to a request, or undefined. */
export function matchRedirect(rules: readonly RedirectRule[], request: RequestFacts): RedirectRule | undefined {
  return rules.find(
    (rule) =>
      matchesPattern(rule.from, request.pathname) &&
      (rule.force || !request.fileExists) &&
      (!rule.language || (request.language !== undefined && rule.language.includes(request.language))) &&
      (!rule.cookie || request.cookies.has(rule.cookie)),
  );
}
