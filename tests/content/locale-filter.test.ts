import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { type ArgumentNode, parse, print, visit } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionMetaQueryName, collectionQueryName, singleQueryName } from '../../src/content-model/api/naming.js';
import { collectionRecordTypes } from '../../src/content-model/model/record-types.js';
import { IN_LOCALE } from '../../src/content-model/model/generated-queries.js';

const folder = resolve(import.meta.dirname, '../../content-queries');
/** Each read of a collection with pages, as `document: field(filter)`, in every document of content-queries/. */
const reads: { document: string; field: string; filter: string }[] = [];

beforeAll(async () => {
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.graphql') || entry.name === 'schema.graphql') continue;
    const file = join(entry.parentPath, entry.name);
    const document = relative(folder, file);
    visit(parse(await readFile(file, 'utf8')), {
      Field(node) {
        const filter = node.arguments?.find((argument: ArgumentNode) => argument.name.value === 'filter');
        reads.push({ document, field: node.name.value, filter: filter ? print(filter.value).replace(/\s/g, '') : '' });
      },
    });
  }
});

describe('the documents reading collections with pages', () => {
  it('keep only the records with content in the query locale, the counts alike', () => {
    const expected = IN_LOCALE.replace(/\s/g, '');
    for (const type of collectionRecordTypes) {
      const names = [collectionQueryName(type.model), collectionMetaQueryName(type.model), singleQueryName(type.model)];
      const ofType = reads.filter((read) => names.includes(read.field));
      // Its page document, its paths and record-link documents at least.
      expect(ofType.length, type.model).toBeGreaterThanOrEqual(3);
      for (const read of ofType) expect(read.filter, `${read.document}: ${read.field}`).toContain(expected);
    }
  });
});
