/**
 * Secrets kept out of printed text: every value the environment gives a secret variable (variables.ts marks them),
 * wherever it appears in a message, a cause, a request's headers or any nested object an error carries, is replaced
 * with the variable's name in angle brackets (`<DATOCMS_CMA_TOKEN>`). The forms looked for: the value as set and
 * trimmed, and the password of a URL value (DATABASE_URL, SMTP_URL), each also percent-encoded, escaped as JSON or
 * as Node prints a string, once or twice (JSON in a string an error prints).
 */
import { inspect } from 'node:util';
import { secretVariables } from './env.js';

type Env = Readonly<Record<string, string | undefined>>;

/** `text` with its percent escapes decoded, or as it is when they are malformed. */
function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The forms in which a secret's value may appear in text: as set, and escaped once or twice on the way. */
function printedForms(value: string): string[] {
  const trimmed = value.trim();
  const password = URL.canParse(trimmed) ? new URL(trimmed).password : '';
  const plain = [value, trimmed, ...(password ? [password, percentDecoded(password)] : [])];
  const escapes = [
    (text: string) => text,
    encodeURIComponent,
    (text: string) => JSON.stringify(text).slice(1, -1),
    (text: string) => inspect(text).slice(1, -1),
  ];
  return plain.flatMap((form) => escapes.flatMap((outer) => escapes.map((inner) => outer(inner(form)))));
}

/** Each printed form of each secret set in `env`, with the variable's name; the longest first. */
function secretsOf(env: Env): [string, string][] {
  const pairs: [string, string][] = [];
  for (const name of secretVariables) {
    const value = env[name];
    if (!value?.trim()) continue;
    for (const form of new Set(printedForms(value))) if (form) pairs.push([form, name]);
  }
  return pairs.sort(([a], [b]) => b.length - a.length);
}

/** `text` with every secret of `env` (default: this process's environment) replaced by its variable's name. */
export function redactSecrets(text: string, env: Env = process.env): string {
  return secretsOf(env).reduce((redacted, [form, name]) => redacted.replaceAll(form, `<${name}>`), text);
}
