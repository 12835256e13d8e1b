import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderConfigurationReference } from '../../src/config/configuration-reference.js';
import { readConfig, secretVariables } from '../../src/config/env.js';
import { type ConfigVariable, configVariables } from '../../src/config/variables.js';

const root = resolve(import.meta.dirname, '../..');
const variables = Object.entries(configVariables as Record<string, ConfigVariable>);
const variableNames = variables.map(([, variable]) => variable.name);

/**
 * Environment variables product code reads that are not the site's configuration, so not in the table (and not in
 * docs/reference/configuration.md). Each one must still be read somewhere: a name nothing reads fails the test.
 */
const notConfiguration: Record<string, string> = {
  // Node's and React's mode: the build sets it to `production` for the bundles and the processes it starts.
  NODE_ENV: 'set by the build for its bundles',
  // Vite's `import.meta.env.SSR`: true in the server bundle, false in the browser's.
  SSR: "Vite's flag for the server bundle",
  // A hand-off from `npm run bench` to the content service process it starts: where to write its request counts.
  CONTENT_REQUEST_STATS_FILE: "the bench's hand-off to the content service process",
};

/** Valid values for each variable, different from its default (and from `companions`). */
const examples: Record<string, string> = {
  PORT: '8080',
  SITE_URL: 'https://www.example.com',
  BUILD_ID: 'b-2025.06_01',
  SOURCE_DATE_EPOCH: '1764000000',
  CONTENT_API_URL: 'https://graphql.datocms.com/',
  CONTENT_API_TOKEN: 'abc123',
  CONTENT_PREVIEW: '1',
  CONTENT_DIR: tmpdir(),
  CONTENT_ASSET_URL: 'https://assets.example.com/uploads/',
  DATOCMS_CMA_TOKEN: 'cma-0123456789abcdef',
  IMAGE_WEBP_EFFORT: '0',
  GTM_ID: 'GTM-AB12CD3',
  ALGOLIA_APP_ID: 'ABCD1234',
  ALGOLIA_SEARCH_KEY: '0123456789abcdef',
  ALGOLIA_ADMIN_KEY: 'fedcba9876543210',
  ALGOLIA_INDEX_PREFIX: 'firm',
  ALGOLIA_HOST: 'http://127.0.0.1:7700',
  DATABASE_URL: 'postgres://forms:pw@db.example:5432/forms',
  SMTP_URL: 'smtps://forms:pw@smtp.example.com:465',
  FORMS_TO: 'accueil@cabinet.example',
  FORMS_API_URL: 'https://forms.example.com',
  TRUST_PROXY: '2',
  FORMS_SECRET: 'forms-0123456789abcdef',
  FORMS_RETENTION_DAYS: '90',
  PUBLISH_TOKEN: 'publish-0123456789abcdef',
  PREVIEW_TOKEN: 'preview-0123456789abcdef',
  CONTENT_FAULTS: 'rate429=0.1',
};

/** Variables some others need (an Algolia key needs the application, SMTP_URL needs FORMS_TO). */
const companions = { ALGOLIA_APP_ID: 'APP1', FORMS_TO: 'forms@example.com' };

/** The product code: what runs in the site, its builds and its servers. */
function productFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|js|jsx|mjs|cjs)$/.test(entry.name)) files.push(path);
    }
  };
  for (const dir of ['src', 'scripts', 'pages', 'renderer']) {
    if (existsSync(join(root, dir))) walk(join(root, dir));
  }
  const viteConfig = join(root, 'vite.config.ts');
  if (statSync(viteConfig, { throwIfNoEntry: false })) files.push(viteConfig);
  return files;
}

interface Read {
  name: string;
  at: string;
}

/** Every environment variable read in product code, by name, with where it is read. */
function environmentReads(): Read[] {
  const sources = productFiles().map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));
  const constants = new Map<string, string>();
  for (const { text } of sources) {
    for (const match of text.matchAll(/\bconst\s+([A-Za-z_$][\w$]*)\s*=\s*(['"])([A-Za-z_][A-Za-z0-9_]*)\2/g)) {
      constants.set(match[1] as string, match[3] as string);
    }
  }
  const reads: Read[] = [];
  for (const { file, text } of sources) {
    const at = (index: number) => `${file}:${text.slice(0, index).split('\n').length}`;
    const patterns = [
      /process\.env\.([A-Za-z_$][\w$]*)/g,
      /\benv\??\.([A-Z][A-Z0-9_]*)\b/g,
      /\b(?:process\.)?env\[\s*(?:'|"|`)([^'"`]+)(?:'|"|`)\s*\]/g,
    ];
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) reads.push({ name: match[1] as string, at: at(match.index) });
    }
    for (const match of text.matchAll(/process\.env\[\s*([A-Za-z_$][\w$]*)\s*\]/g)) {
      const name = constants.get(match[1] as string) ?? `<unresolved constant ${match[1]}>`;
      reads.push({ name, at: at(match.index) });
    }
    for (const match of text.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b/g)) {
      for (const part of (match[1] as string).split(',')) {
        const name = part.split(/[:=]/)[0]?.trim();
        if (name && !name.startsWith('...')) reads.push({ name, at: at(match.index) });
      }
    }
  }
  return reads;
}

describe('the configuration reference', () => {
  it('is the committed docs/reference/configuration.md', () => {
    const committed = readFileSync(join(root, 'docs/reference/configuration.md'), 'utf8');
    expect(
      committed,
      'docs/reference/configuration.md is not what src/config/variables.ts renders: run `npm run docs:reference`',
    ).toBe(renderConfigurationReference());
  });

  it('documents every variable, with its default and meaning', () => {
    const page = renderConfigurationReference();
    for (const [, variable] of variables) {
      expect(variable.defaultText.trim(), variable.name).not.toBe('');
      expect(variable.meaning.trim(), variable.name).not.toBe('');
      expect(page).toContain(`| \`${variable.name}\``);
    }
    expect(Buffer.byteLength(page)).toBeLessThanOrEqual(7_000);
  });
});

describe('the table of variables', () => {
  it('names each variable once', () => {
    expect(new Set(variableNames).size).toBe(variableNames.length);
    for (const name of variableNames) expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('marks as secret every token, key and secret, and never echoes a secret', () => {
    for (const [, { name, secret }] of variables) {
      // Tokens, keys and secrets, and the URLs that carry a password.
      const mustBeSecret = /_(TOKEN|KEY|SECRET)$/.test(name) || ['DATABASE_URL', 'SMTP_URL'].includes(name);
      if (mustBeSecret) expect(secret, `${name} should be secret`).toBe(true);
    }
    expect([...secretVariables].sort()).toEqual(
      variables
        .filter(([, variable]) => variable.secret)
        .map(([, variable]) => variable.name)
        .sort(),
    );
    for (const name of secretVariables) {
      // Invalid for every secret's parser: a space, and a URL of no scheme they accept.
      const read = () => readConfig({ ...companions, [name]: 'secret://hunter two' });
      expect(read, name).toThrow(new RegExp(`^Invalid environment variable ${name}: expected [^"]*$`));
      expect(read).not.toThrow(/hunter/);
    }
  });

  it('is what readConfig reads: each variable sets its own property', () => {
    expect(Object.keys(examples).sort()).toEqual([...variableNames].sort());
    const before = readConfig(companions);
    for (const [key, { name }] of variables) {
      const after = readConfig({ ...companions, [name]: examples[name] });
      const changed = Object.keys(after).filter(
        (property) =>
          JSON.stringify(after[property as keyof typeof after]) !==
          JSON.stringify(before[property as keyof typeof before]),
      );
      expect(changed, `${name}=${examples[name]}`).toEqual([key]);
    }
    expect(Object.keys(before).sort()).toEqual(variables.map(([key]) => key).sort());
  });
});

describe('environment variables read in product code', () => {
  const reads = environmentReads();

  it('are found (the scan sees known reads)', () => {
    const names = new Set(reads.map((read) => read.name));
    for (const name of ['PORT', 'CONTENT_API_TOKEN', 'NODE_ENV']) expect(names).toContain(name);
  });

  it('are all variables of the table, or listed as not configuration', () => {
    const unknown = reads.filter((read) => !variableNames.includes(read.name) && !(read.name in notConfiguration));
    expect(
      unknown.map((read) => `${read.name} at ${read.at}`),
      'add the variable to src/config/variables.ts (or, if it is not configuration, to notConfiguration here)',
    ).toEqual([]);
  });

  it('include every variable listed as not configuration', () => {
    const names = new Set(reads.map((read) => read.name));
    for (const name of Object.keys(notConfiguration)) {
      expect(names.has(name), `${name} is read nowhere: remove it from notConfiguration`).toBe(true);
      expect(variableNames).not.toContain(name);
    }
  });
});
