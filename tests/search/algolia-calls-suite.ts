import type { Algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexSettings } from '../../src/search/index-settings.js';
import type { SearchRecord } from '../../src/search/search-record.js';
import { searchRecord } from './search-record-fixture.js';

/** An application answering Algolia's API: its admin and search-only clients, and what to undo at the end. */
export interface Target {
  admin: Algoliasearch;
  search: Algoliasearch;
  close: () => Promise<void>;
}

const record = (objectID: string, fields: Partial<SearchRecord> = {}): Record<string, unknown> => ({
  ...searchRecord(objectID, { title: `Article ${objectID}` }),
  ...fields,
});

/** A write with the search-only key: Algolia's 403 and body. */
const refused = { status: 403, message: 'Method not allowed with this API key' };

/**
 * The record and index calls the site makes (search:sync, the build's incremental sync), with the real algoliasearch
 * client, against one application: search:serve in the suite (algolia-calls.test.ts), Algolia itself in
 * `npm run test:live` (tests/live/), so that both are held to the same assertions.
 */
export function describeAlgoliaCalls(name: string, connect: () => Promise<Target>): void {
  describe(`the record and index calls, with the real algoliasearch client, against ${name}`, () => {
    const run = `firmtest_${Date.now()}_${process.pid}`;
    const index = `${run}_fr-CA`;
    let target: Target;
    const done = async (response: Promise<{ taskID?: number | undefined }>, indexName = index) => {
      await target.admin.waitForTask({ indexName, taskID: (await response).taskID as number });
    };
    const titles = async (indexName: string) =>
      (
        await target.admin.searchSingleIndex<SearchRecord>({
          indexName,
          searchParams: { query: '', hitsPerPage: 1000 },
        })
      ).hits
        .map((hit) => hit.title)
        .sort();

    beforeAll(async () => {
      target = await connect();
      await done(target.admin.setSettings({ indexName: index, indexSettings: indexSettings('fr') }));
      await done(
        target.admin
          .saveObjects({
            indexName: index,
            objects: [record('a'), record('b'), record('c', { type: 'employee-slug' })],
          })
          .then(([first]) => first as { taskID: number }),
      );
    }, 60_000);

    afterAll(async () => {
      if (!target) return;
      for (const { name: existing } of (await target.admin.listIndices()).items)
        if (existing.startsWith(run)) await target.admin.deleteIndex({ indexName: existing });
      await target.close();
    }, 60_000);

    it('saveObject adds a record (objectID given or made), searchable once its task is published', async () => {
      const saved = await target.admin.saveObject({
        indexName: index,
        body: { title: 'Sans identifiant', type: 'event-slug', url: '/sans/' },
      });
      await done(Promise.resolve(saved));
      expect(saved.objectID).toMatch(/./);
      expect(await target.search.getObject({ indexName: index, objectID: saved.objectID as string })).toMatchObject({
        title: 'Sans identifiant',
      });
      await done(target.admin.saveObject({ indexName: index, body: record('d', { title: 'Quatrième article' }) }));
      const { hits } = await target.search.searchSingleIndex<SearchRecord>({
        indexName: index,
        searchParams: { query: 'quatrieme' },
      });
      expect(hits.map((hit) => hit.objectID)).toEqual(['d']);
    });

    it('addOrUpdateObject (PUT) replaces a record whole', async () => {
      await done(
        target.admin.addOrUpdateObject({ indexName: index, objectID: 'b', body: { title: 'Remplacé', url: '/b/' } }),
      );
      expect(await target.admin.getObject({ indexName: index, objectID: 'b' })).toEqual({
        objectID: 'b',
        title: 'Remplacé',
        url: '/b/',
      });
    });

    it('partialUpdateObject(s) change named attributes, with built-in operations; without createIfNotExists a missing record stays missing', async () => {
      await done(
        target.admin.partialUpdateObject({
          indexName: index,
          objectID: 'a',
          attributesToUpdate: { title: 'Mis à jour', year: { _operation: 'Increment', value: 2 } },
        }),
      );
      expect(
        await target.admin.getObject({ indexName: index, objectID: 'a', attributesToRetrieve: ['title', 'year'] }),
      ).toEqual({ objectID: 'a', title: 'Mis à jour', year: 2 });
      const responses = await target.admin.partialUpdateObjects({
        indexName: index,
        objects: [
          { objectID: 'a', summary: 'Résumé' },
          { objectID: 'absent', title: 'Fantôme' },
        ],
        createIfNotExists: false,
        waitForTasks: true,
      });
      expect(responses[0]?.objectIDs).toEqual(['a', 'absent']);
      expect(await target.admin.getObject({ indexName: index, objectID: 'a' })).toMatchObject({
        title: 'Mis à jour',
        summary: 'Résumé',
        url: '/a/',
      });
      await expect(target.admin.getObject({ indexName: index, objectID: 'absent' })).rejects.toMatchObject({
        status: 404,
      });
    });

    it('getObjects answers each asked record, null for a missing one', async () => {
      const { results } = await target.search.getObjects({
        requests: [
          { indexName: index, objectID: 'c', attributesToRetrieve: ['type'] },
          { indexName: index, objectID: 'nope' },
        ],
      });
      expect(results).toEqual([{ objectID: 'c', type: 'employee-slug' }, null]);
    });

    it('browse pages through every record with a cursor', async () => {
      const other = `${run}_browse_fr-CA`;
      await target.admin.saveObjects({
        indexName: other,
        objects: Array.from({ length: 25 }, (_, n) => record(`p${n}`)),
        waitForTasks: true,
      });
      const pages: number[] = [];
      const seen: string[] = [];
      await target.admin.browseObjects<Record<string, unknown>>({
        indexName: other,
        browseParams: { hitsPerPage: 10 },
        aggregator: (page) => {
          pages.push(page.hits.length);
          seen.push(...page.hits.map((hit) => hit.objectID));
        },
      });
      expect(pages).toEqual([10, 10, 5]);
      expect(new Set(seen).size).toBe(25);
    });

    it('deleteBy deletes the records a facet filter matches; deleteObject(s) delete by id', async () => {
      await done(
        target.admin
          .saveObjects({
            indexName: index,
            objects: [
              record('e1', { type: 'event-slug' }),
              record('e2', { type: 'event-slug' }),
              record('x1'),
              record('x2'),
            ],
          })
          .then(([first]) => first as { taskID: number }),
      );
      await done(target.admin.deleteBy({ indexName: index, deleteByParams: { facetFilters: ['type:event-slug'] } }));
      await expect(target.admin.getObject({ indexName: index, objectID: 'e1' })).rejects.toMatchObject({
        status: 404,
      });
      await done(target.admin.deleteObject({ indexName: index, objectID: 'x1' }));
      await target.admin.deleteObjects({ indexName: index, objectIDs: ['x2'], waitForTasks: true });
      const { results } = await target.admin.getObjects({
        requests: ['x1', 'x2', 'a'].map((objectID) => ({ indexName: index, objectID })),
      });
      expect(results.map((result) => (result as { objectID: string } | null)?.objectID ?? null)).toEqual([
        null,
        null,
        'a',
      ]);
    });

    it('copyIndex and moveIndex (operationIndex), then listIndices shows each index and its records', async () => {
      const copy = `${run}_copy_fr-CA`;
      const moved = `${run}_moved_fr-CA`;
      await done(
        target.admin.operationIndex({
          indexName: index,
          operationIndexParams: { operation: 'copy', destination: copy },
        }),
        copy,
      );
      await done(
        target.admin.operationIndex({
          indexName: copy,
          operationIndexParams: { operation: 'move', destination: moved },
        }),
        moved,
      );
      const { items } = await target.admin.listIndices();
      const names = items.map((item) => item.name);
      expect(names).toContain(moved);
      expect(names).not.toContain(copy);
      expect(items.find((item) => item.name === moved)?.entries).toBe(
        items.find((item) => item.name === index)?.entries,
      );
      expect(await titles(moved)).toEqual(await titles(index));
    });

    it('the search-only key gets Algolia’s 403 on every write call, and on browse and listIndices; it searches and gets records', async () => {
      const writes: [string, () => Promise<unknown>][] = [
        ['saveObject', () => target.search.saveObject({ indexName: index, body: record('intrus') })],
        [
          'addOrUpdateObject',
          () => target.search.addOrUpdateObject({ indexName: index, objectID: 'a', body: record('a') }),
        ],
        [
          'partialUpdateObject',
          () =>
            target.search.partialUpdateObject({
              indexName: index,
              objectID: 'a',
              attributesToUpdate: { title: 'Intrus' },
            }),
        ],
        [
          'partialUpdateObjects',
          () => target.search.partialUpdateObjects({ indexName: index, objects: [{ objectID: 'a', title: 'Intrus' }] }),
        ],
        ['deleteObject', () => target.search.deleteObject({ indexName: index, objectID: 'a' })],
        ['deleteObjects', () => target.search.deleteObjects({ indexName: index, objectIDs: ['a'] })],
        ['saveObjects', () => target.search.saveObjects({ indexName: index, objects: [record('intrus')] })],
        [
          'deleteBy',
          () => target.search.deleteBy({ indexName: index, deleteByParams: { facetFilters: ['type:employee-slug'] } }),
        ],
        ['clearObjects', () => target.search.clearObjects({ indexName: index })],
        ['setSettings', () => target.search.setSettings({ indexName: index, indexSettings: { hitsPerPage: 1 } })],
        [
          'copyIndex',
          () =>
            target.search.operationIndex({
              indexName: index,
              operationIndexParams: { operation: 'copy', destination: `${run}_stolen` },
            }),
        ],
        [
          'moveIndex',
          () =>
            target.search.operationIndex({
              indexName: index,
              operationIndexParams: { operation: 'move', destination: `${run}_stolen` },
            }),
        ],
        ['deleteIndex', () => target.search.deleteIndex({ indexName: index })],
        ['browse', () => target.search.browse({ indexName: index })],
        ['listIndices', () => target.search.listIndices()],
      ];
      for (const [call, send] of writes) await expect(send(), call).rejects.toMatchObject(refused);
      expect(await target.search.getObject({ indexName: index, objectID: 'a' })).toMatchObject({
        objectID: 'a',
        title: 'Mis à jour',
      });
      const { results } = await target.search.search({ requests: [{ indexName: index, query: 'mis a jour' }] });
      expect((results[0] as { nbHits: number }).nbHits).toBe(1);
      expect((await target.admin.listIndices()).items.map((item) => item.name)).not.toContain(`${run}_stolen`);
    });

    it('a search or a record read on a missing index is a 404 and creates nothing', async () => {
      await expect(
        target.search.searchSingleIndex({ indexName: `${run}_missing`, searchParams: { query: 'a' } }),
      ).rejects.toMatchObject({ status: 404 });
      await expect(target.search.getObject({ indexName: `${run}_missing`, objectID: 'a' })).rejects.toMatchObject({
        status: 404,
      });
      expect((await target.admin.listIndices()).items.map((item) => item.name)).not.toContain(`${run}_missing`);
    });
  });
}
