import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parse, validate } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDocumentRegistry } from '../../src/content/documents.js';
import { buildContentSchema } from '../../src/content/schema/build-schema.js';
import { printRecordLinkFragment } from '../../src/content/model/record-link-fragment.js';
import { printContentSchema } from '../../src/content/schema/print-schema.js';

const folder = resolve(import.meta.dirname, '../../content-queries');
const sources: Record<string, string> = {};

beforeAll(async () => {
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.graphql') || entry.name === 'schema.graphql') continue;
    const file = join(entry.parentPath, entry.name);
    sources[`/content-queries/${relative(folder, file)}`] = await readFile(file, 'utf8');
  }
});

describe('content-queries/', () => {
  it('holds documents that all validate against the content API schema', () => {
    const schema = buildContentSchema();
    const document = createDocumentRegistry(sources);
    const operations = Object.keys(sources)
      .map((file) => file.replace('/content-queries/', '').replace(/\.graphql$/, ''))
      .filter((name) => !name.startsWith('fragments/'));
    expect(operations.length).toBeGreaterThan(25);
    for (const name of operations) {
      const errors = validate(schema, parse(document(name))).map((error) => error.message);
      expect(errors, name).toEqual([]);
    }
  });

  it('uses every shared fragment somewhere', () => {
    const fragmentNames = Object.entries(sources)
      .filter(([file]) => file.includes('/fragments/'))
      .flatMap(([, source]) => [...source.matchAll(/^fragment (\w+)/gm)].map((match) => match[1]));
    const everything = Object.values(sources).join('\n');
    for (const name of fragmentNames) expect(everything, name).toContain(`...${name}`);
  });

  it('commits the record-link fragment the record type table gives (npm run content:fragments)', async () => {
    expect(await readFile(join(folder, 'fragments/record-link.graphql'), 'utf8')).toBe(printRecordLinkFragment());
  });

  it('commits the schema the embedded service serves (npm run content:schema)', async () => {
    expect(await readFile(join(folder, 'schema.graphql'), 'utf8')).toBe(printContentSchema());
  });
});
