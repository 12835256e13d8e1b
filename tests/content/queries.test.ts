import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parse, validate } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDocumentRegistry } from '../../src/content-model/documents.js';
import { buildContentSchema } from '../../src/content-service/schema/build-schema.js';
import { generatedQueries } from '../../src/content-model/model/generated-queries.js';
import { printContentSchema } from '../../src/content-service/schema/print-schema.js';
import { CONTENT_TYPES_FILE, generateContentTypes } from '../../src/content-model/model/content-types-codegen.js';

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
    const schema = buildContentSchema({ strict: true });
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

  it('commits the files the record type table makes, as it makes them (npm run content:queries)', async () => {
    const generated = generatedQueries();
    expect(generated.size).toBeGreaterThan(15);
    for (const [file, source] of generated) expect(await readFile(join(folder, file), 'utf8'), file).toBe(source);
  });

  it('has no two written documents that are the same but for their names', () => {
    const written = Object.entries(sources).filter(
      ([file, source]) => !file.includes('/fragments/') && !source.startsWith('# Generated'),
    );
    expect(written.length).toBeGreaterThan(5);
    const shapes = new Map<string, string>();
    for (const [file, source] of written) {
      const shape = source.replace(/^query \w+/m, 'query').replace(/^(\s+\w+): \w+\(/gm, '$1: root(');
      expect(shapes.get(shape), `${file} repeats ${shapes.get(shape)}`).toBeUndefined();
      shapes.set(shape, file);
    }
  });

  it('commits the result types of every document as GraphQL Code Generator makes them (npm run content:types)', async () => {
    const committed = await readFile(resolve(folder, '..', CONTENT_TYPES_FILE), 'utf8');
    expect(committed).toContain("'paths/news': { result: NewsPathsQuery; variables: NewsPathsQueryVariables }");
    expect(committed).toBe(await generateContentTypes(folder));
  });

  it('commits the schema the embedded service serves (npm run content:schema)', async () => {
    expect(await readFile(join(folder, 'schema.graphql'), 'utf8')).toBe(printContentSchema());
  });
});
