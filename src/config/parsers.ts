/**
 * The parsers of the configuration's variables (see variables.ts). A parser takes a set, trimmed, non-empty value
 * and returns what the configuration holds, or throws {@link InvalidValue} saying what it expected: readConfig turns
 * that into the message naming the variable, and leaves the value out of it for a secret. Any other error a parser
 * throws reaches the caller unchanged.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { type FaultOptions, parseFaultSpec } from './fault-spec.js';

/** A parser of one variable's value; `name` is the variable, for parsers whose own messages name it. */
export type Parser<T> = (value: string, name: string) => T;

/** Thrown by a parser for a value it refuses; `expected` completes "expected …" in the message. */
export class InvalidValue extends Error {
  constructor(readonly expected: string) {
    super(`expected ${expected}`);
    this.name = 'InvalidValue';
  }
}

/** A parser accepting the values that match `pattern` as they are. */
export function matching(pattern: RegExp, expected: string): Parser<string> {
  return (value) => {
    if (!pattern.test(value)) throw new InvalidValue(expected);
    return value;
  };
}

/** A parser accepting the whole numbers that match `pattern`. */
export function wholeNumber(pattern: RegExp, expected: string): Parser<number> {
  const text = matching(pattern, expected);
  return (value, name) => Number(text(value, name));
}

export const parsePort: Parser<number> = (value) => {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!(port >= 1 && port <= 65535)) throw new InvalidValue('an integer from 1 to 65535');
  return port;
};

/** An absolute http(s) URL without credentials. */
function httpUrl(value: string, expected: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidValue(expected);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new InvalidValue(expected);
  }
  return url;
}

/** A parser of an absolute http(s) URL, returning its `href`. */
export function parseHttpUrl(expected: string): Parser<string> {
  return (value) => httpUrl(value, expected).href;
}

/** A parser of an absolute http(s) URL, returning its origin (a path is dropped). */
export function parseOrigin(expected: string): Parser<string> {
  return (value) => httpUrl(value, expected).origin;
}

/** An origin: an absolute http(s) URL without path, query or fragment. */
export const parseSiteUrl: Parser<string> = (value) => {
  const expected = 'an absolute http(s) URL without path, query or fragment, such as https://www.example.com';
  const url = httpUrl(value, expected);
  if (url.pathname !== '/' || /[?#]/.test(value)) throw new InvalidValue(expected);
  return url.origin;
};

/** An absolute http(s) URL that file names are appended to: no query or fragment; `/` added at its end if missing. */
export const parseBaseUrl: Parser<string> = (value) => {
  const expected = 'an absolute http(s) URL without query or fragment, such as https://assets.example.com/uploads/';
  const url = httpUrl(value, expected);
  if (/[?#]/.test(value)) throw new InvalidValue(expected);
  return url.href.replace(/\/*$/, '/');
};

export const parseBoolean: Parser<boolean> = (value) => {
  const normalized = value.toLowerCase();
  if (normalized === '1' || normalized === 'true') return true;
  if (normalized === '0' || normalized === 'false') return false;
  throw new InvalidValue('one of 1, 0, true, false');
};

/** An existing directory, returned as an absolute path. */
export const parseDirectory: Parser<string> = (value) => {
  const path = resolve(value);
  if (!statSync(path, { throwIfNoEntry: false })?.isDirectory()) throw new InvalidValue('an existing directory');
  return path;
};

/** A token of 16 to 256 printable characters without spaces, as `openssl rand -hex 24` makes. */
export const parseSecret: Parser<string> = matching(
  /^[\x21-\x7e]{16,256}$/,
  '16 to 256 printable characters without spaces (e.g. openssl rand -hex 24)',
);

/** An Algolia API key. */
export const parseAlgoliaKey: Parser<string> = matching(
  /^[0-9a-fA-F]{8,128}$/,
  'an API key of 8 to 128 hexadecimal characters',
);

/** An `smtp://` or `smtps://` URL, kept as written (it holds the credentials). */
export const parseSmtpUrl: Parser<string> = (value) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidValue('an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new InvalidValue('an smtp:// or smtps:// URL');
  return value;
};

/** The faults of the embedded content service, in the format of parseFaultSpec. */
export const parseFaults: Parser<FaultOptions> = (value, name) => {
  try {
    return parseFaultSpec(value, name);
  } catch (error) {
    throw new Error(`Invalid environment variable ${(error as Error).message}`);
  }
};

/** Where the forms' submissions are stored. */
export type FormsDatabase = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** `postgres://…` / `postgresql://…`, or a SQLite file as `sqlite:relative/or/absolute.db`, `file:…` or a plain path. */
export const parseDatabaseUrl: Parser<FormsDatabase> = (value) => {
  if (/^postgres(ql)?:\/\//i.test(value)) {
    try {
      if (new URL(value).pathname.length > 1) return { kind: 'postgres', url: value };
    } catch {
      // Reported below.
    }
    throw new InvalidValue(
      'a PostgreSQL URL with a database name, such as postgres://user:password@db.example.com:5432/forms',
    );
  }
  const path = value.replace(/^(sqlite|file):(\/\/)?/i, '');
  if (path === '' || /^[a-z]+:\/\//i.test(path)) {
    throw new InvalidValue('a SQLite file path such as .data/forms.sqlite, or a postgres:// URL');
  }
  return { kind: 'sqlite', file: resolve(path) };
};
