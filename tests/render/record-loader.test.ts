import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import {
  getNamedType,
  isAbstractType,
  isObjectType,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type GraphQLNamedType,
  type SelectionSetNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { createDocumentRegistry } from '../../src/content-model/documents.js';
import { recordTypes } from '../../src/content-model/model/record-types.js';
import { buildContentSchema } from '../../src/content-service/schema/build-schema.js';
import { cacheTag } from '../../src/content-model/api/cache-tags.js';
import { createRecordLoader } from '../../renderer/server/record-loader.js';

const r = (id: string) => cacheTag('record', id);

/** Loads `ids` in one batch from an answer of `items` and `tags`; each id's tags as its caller was told them. */
async function load(
  ids: string[],
  items: ({ id: string } & Record<string, unknown>)[],
  tags: string[],
): Promise<Map<string, string[]>> {
  let requests = 0;
  const loader = createRecordLoader(async () => {
    requests += 1;
    return { items, tags };
  });
  const told = new Map<string, string[]>();
  await Promise.all(
    ids.map((id) => loader('news', { id }, (list) => told.set(id, [...(told.get(id) ?? []), ...list]))),
  );
  expect(requests).toBe(1);
  return told;
}

describe('the record loader', () => {
  it("tells each record of a batch the tags of its own answer: itself, the records it links, and the batch's uploads", async () => {
    const told = await load(
      ['a', 'b', 'gone'],
      [
        { id: 'a', authors: [{ id: 'x' }], related: [{ id: 'b' }] },
        { id: 'b', authors: [{ id: 'y' }] },
      ],
      [r('a'), r('b'), r('gone'), r('x'), r('y'), 'u-upload'],
    );
    // a shows b's card: a change of b is a change of a's page; b does not show a.
    expect(told.get('a')?.sort()).toEqual([r('a'), r('b'), r('x'), 'u-upload'].sort());
    expect(told.get('b')?.sort()).toEqual([r('b'), r('y'), 'u-upload'].sort());
    // A record the batch did not find is a page that may appear: its own tag only.
    expect(told.get('gone')?.sort()).toEqual([r('gone'), 'u-upload'].sort());
  });

  it("tells every record the whole batch's tags when they are not derived from record ids (DatoCMS's opaque tags)", async () => {
    const told = await load(['a', 'b'], [{ id: 'a' }, { id: 'b' }], ['N*r;T1', 'N*r;T2']);
    expect(told.get('a')?.sort()).toEqual(['N*r;T1', 'N*r;T2']);
    expect(told.get('b')?.sort()).toEqual(['N*r;T1', 'N*r;T2']);
  });

  it('is told every record a batch document reaches: each selects its id', async () => {
    // The split above is sound only if a record's answer names every record it read, so every selection of a record
    // (or of an interface or union of records) in the documents the loader batches asks for `id`.
    const folder = resolve(import.meta.dirname, '../../content-queries');
    const sources: Record<string, string> = {};
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.graphql') && entry.name !== 'schema.graphql') {
        const file = join(entry.parentPath, entry.name);
        sources[`/content-queries/${relative(folder, file)}`] = await readFile(file, 'utf8');
      }
    }
    const schema = buildContentSchema({ strict: true });
    const document = createDocumentRegistry(sources);
    const isRecord = (type: GraphQLNamedType): boolean =>
      isAbstractType(type)
        ? schema.getPossibleTypes(type).some(isRecord)
        : isObjectType(type) && type.getInterfaces().some((face) => face.name === 'RecordInterface');
    const missing: string[] = [];
    for (const { document: name } of recordTypes) {
      const ast = parse(document(name));
      const fragments = new Map(
        ast.definitions.flatMap((definition) =>
          definition.kind === 'FragmentDefinition' ? [[definition.name.value, definition.selectionSet] as const] : [],
        ),
      );
      const selectsId = (set: SelectionSetNode): boolean =>
        set.selections.some((selection) =>
          selection.kind === 'Field'
            ? selection.name.value === 'id'
            : selection.kind === 'FragmentSpread'
              ? selectsId(fragments.get(selection.name.value) as SelectionSetNode)
              : selection.typeCondition === undefined && selectsId(selection.selectionSet),
        );
      const typeInfo = new TypeInfo(schema);
      visit(
        ast,
        visitWithTypeInfo(typeInfo, {
          Field(field) {
            const type = typeInfo.getType();
            if (field.selectionSet && type && isRecord(getNamedType(type)) && !selectsId(field.selectionSet))
              missing.push(`${name}: ${field.name.value}`);
          },
        }),
      );
    }
    expect(missing).toEqual([]);
  });
});
