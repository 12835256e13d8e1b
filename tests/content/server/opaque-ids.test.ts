import { resolve } from 'node:path';
import { executeQuery } from '@datocms/cda-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExportPlan } from '../../../src/content-service/export/build-export-plan.js';
import type { ExportPlan } from '../../../src/content-service/export/export-plan.js';
import { models } from '../../../src/content-model/model/models.js';
import { collectionQueryName, singleQueryName } from '../../../src/content-model/api/naming.js';
import { startContentServer, type ContentServer } from '../../../src/content-service/server/content-server.js';
import { loadContent } from '../../../src/content-service/store/load-content.js';
import { itemId, uploadId } from '../../support/content-ids.js';

/**
 * The ids the embedded service answers, queried with DatoCMS's own client as a team's code would: DatoCMS's form (22
 * url-safe characters) for every record, block and upload, the same as an export of the content gives the project
 * (docs/reference/content-files.md, "Ids"), while content/ names them by file name.
 */
const DATOCMS_ID = /^[A-Za-z0-9_-]{22}$/;
const token = 'opaque-ids-token';

describe('record and upload ids over HTTP (small fixture)', () => {
  let server: ContentServer;
  const options = () => ({ token, graphqlEndpointUrl: server.url, autoRetry: false });
  const run = <T>(query: string): Promise<T> => executeQuery<T>(query, options());

  beforeAll(async () => {
    server = await startContentServer({ dir: resolve(import.meta.dirname, '../../fixtures/content-small'), token });
  });
  afterAll(() => server.close());

  it('answers 22-character ids, and a query by a returned id finds that record or upload again', async () => {
    const { allOffices, allUploads } = await run<{
      allOffices: { id: string; name: string }[];
      allUploads: { id: string; filename: string }[];
    }>('{ allOffices { id name } allUploads { id filename } }');
    expect(allOffices.length).toBe(2);
    expect(allUploads.length).toBeGreaterThan(0);
    for (const { id, name } of allOffices) {
      expect(id).toMatch(DATOCMS_ID);
      expect(await run(`{ office(filter: { id: { eq: "${id}" } }) { name } }`)).toEqual({ office: { name } });
    }
    for (const { id, filename } of allUploads) {
      expect(id).toMatch(DATOCMS_ID);
      expect(await run(`{ upload(filter: { id: { eq: "${id}" } }) { filename } }`)).toEqual({ upload: { filename } });
    }
    expect(allOffices.map((office) => office.id).sort()).toEqual(
      [itemId('office-montreal'), itemId('office-quebec')].sort(),
    );
  });

  it('finds nothing by a file name: a readable id is no id, as it is on DatoCMS', async () => {
    expect(
      await run(`{
        office(filter: { id: { eq: "office-montreal" } }) { id }
        allOffices(filter: { id: { in: ["office-montreal", "office-quebec"] } }) { id }
        _allOfficesMeta(filter: { id: { eq: "office-montreal" } }) { count }
        allSingleEmployees(filter: { office: { eq: "office-montreal" } }) { id }
        upload(filter: { id: { eq: "hero-montreal" } }) { id }
      }`),
    ).toEqual({ office: null, allOffices: [], _allOfficesMeta: { count: 0 }, allSingleEmployees: [], upload: null });
    const { allOffices } = await run<{ allOffices: { id: string }[] }>(
      '{ allOffices(filter: { id: { notIn: ["office-montreal"] } }) { id } }',
    );
    expect(allOffices.length).toBe(2);
  });

  it('links records, blocks and uploads by those ids, in fields and in structured text', async () => {
    const news = itemId('news-fiscal-2025');
    const data = await run<{
      employee: { office: { id: string }; photo: { id: string } };
      fr: { body: { value: { document: { children: { type: string; item?: string }[] } }; blocks: { id: string }[] } };
      en: { body: { value: unknown; links: { id: string }[] } };
    }>(`{
      employee: singleEmployee(filter: { office: { eq: "${itemId('office-montreal')}" } }) { office { id } photo { id } }
      fr: singleNews(filter: { id: { eq: "${news}" } }) { body { value blocks { ... on RecordInterface { id } } } }
      en: singleNews(locale: en_CA, filter: { id: { eq: "${news}" } }) { body { value links { ... on RecordInterface { id } } } }
    }`);
    expect(data.employee).toEqual({
      office: { id: itemId('office-montreal') },
      photo: { id: uploadId('portrait-marie-tremblay') },
    });
    const { value, blocks } = data.fr.body;
    expect(blocks).toEqual([{ id: itemId('news-fiscal-quote') }]);
    expect(data.en.body.links).toEqual([{ id: itemId('emp-marie-tremblay') }]);
    const blockNodes = value.document.children.filter((node) => node.type === 'block');
    expect(blockNodes.map((node) => node.item)).toEqual([itemId('news-fiscal-quote')]);
    expect(JSON.stringify(value)).not.toContain('news-fiscal-quote');
    // The DAST itemLink names the record as `links` does.
    expect(JSON.stringify(data.en.body.value)).toContain(`"item":"${itemId('emp-marie-tremblay')}"`);
    expect(JSON.stringify(data.en.body.value)).not.toContain('emp-marie-tremblay');
  });
});

describe('the export and the service agree (real content)', () => {
  const contentDir = resolve(import.meta.dirname, '../../../content');
  let server: ContentServer;
  let plan: ExportPlan;

  beforeAll(async () => {
    server = await startContentServer({ dir: contentDir, token });
    plan = buildExportPlan(await loadContent(contentDir));
  });
  afterAll(() => server.close());

  it('gives every record and upload the id a query of all of them answers', async () => {
    const fields = models
      .filter((model) => !model.block)
      .map((model) =>
        model.singleton
          ? `${model.apiKey}: ${singleQueryName(model.apiKey)} { id }`
          : `${model.apiKey}: ${collectionQueryName(model.apiKey)}(first: 500) { id }`,
      );
    const data = await executeQuery<Record<string, { id: string } | { id: string }[] | null>>(
      `{ ${fields.join('\n')} uploads: allUploads(first: 500) { id } }`,
      { token, graphqlEndpointUrl: server.url, autoRetry: false, includeDrafts: true },
    );
    const { uploads, ...records } = data;
    const served = Object.values(records)
      .flatMap((answer) => (answer === null ? [] : Array.isArray(answer) ? answer : [answer]))
      .map(({ id }) => id);
    expect(plan.records.length).toBeGreaterThan(100);
    expect(served.every((id) => DATOCMS_ID.test(id))).toBe(true);
    expect(served.sort()).toEqual(plan.records.map((record) => record.id).sort());
    expect(([uploads].flat() as { id: string }[]).map(({ id }) => id).sort()).toEqual(
      plan.uploads.map((upload) => upload.id).sort(),
    );
    // The plan still names each record by its file, for people.
    const home = plan.records.find((record) => record.contentId === 'page-home');
    expect(home?.id).toBe(itemId('page-home'));
  });
});
