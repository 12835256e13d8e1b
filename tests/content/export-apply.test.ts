import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { buildClient } from '@datocms/cma-client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyExportPlan, type ExportReport } from '../../src/content-service/export/apply-export-plan.js';
import { buildExportPlan } from '../../src/content-service/export/build-export-plan.js';
import type { ExportPlan } from '../../src/content-service/export/export-plan.js';
import { loadContent } from '../../src/content-service/store/load-content.js';
import { relatedId, startCmaServer, type CmaServer, type Resource } from '../support/datocms-cma-server.js';

const TOKEN = 'cma-test-token-0123456789';
const FIXTURE_DIR = resolve(import.meta.dirname, '../fixtures/content-small');
const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');

describe('content:export applied to a DatoCMS project through @datocms/cma-client-node (loopback CMA)', () => {
  let server: CmaServer;
  let plan: ExportPlan;
  let dryRun: ExportReport;
  let dryRunRequests: string[];
  let first: ExportReport;
  let second: ExportReport;
  let secondRequests: string[];

  beforeAll(async () => {
    plan = buildExportPlan(await loadContent(FIXTURE_DIR));
    server = await startCmaServer({ token: TOKEN, locales: ['en'] });
    const client = buildClient({ apiToken: TOKEN, baseUrl: server.url });
    dryRun = await applyExportPlan(client, plan, { dryRun: true });
    dryRunRequests = [...server.requests];
    first = await applyExportPlan(client, plan, { uploadConcurrency: 8 });
    const before = server.requests.length;
    second = await applyExportPlan(client, plan);
    secondRequests = server.requests.slice(before);
  }, 30_000);
  afterAll(() => server.close());

  it('creates the locales, every model with its fields and ordering, every upload and record of the content', () => {
    expect(server.project.site.attributes.locales).toEqual(['fr-CA', 'en-CA']);
    const itemTypes = [...server.project.itemTypes.values()];
    expect(itemTypes.map((itemType) => itemType.attributes.api_key)).toEqual(plan.models.map((model) => model.apiKey));
    const fieldKeys = [...server.project.fields.values()].map((field) => {
      const itemTypeId = relatedId(field, 'item_type');
      return `${String(server.project.itemTypes.get(itemTypeId)?.attributes.api_key)}.${String(field.attributes.api_key)}`;
    });
    expect(fieldKeys.sort()).toEqual(
      plan.models.flatMap((model) => model.fields.map((field) => `${model.apiKey}.${field.apiKey}`)).sort(),
    );
    expect(first.localesUpdated).toBe(true);
    expect(first.orderingsSet.length).toBe(plan.models.filter((model) => model.ordering).length);
    expect([...server.project.uploads.keys()].sort()).toEqual(plan.uploads.map((upload) => upload.id).sort());
    expect([...server.project.items.keys()].sort()).toEqual(plan.records.map((record) => record.id).sort());
  });

  it('sends each upload file as it is, with its alt and title in each locale', async () => {
    for (const upload of plan.uploads) {
      const created = server.project.uploads.get(upload.id) as Resource;
      const sent = server.files.get(String(created.attributes.path));
      expect(sent && md5(sent), upload.filename).toBe(md5(await readFile(upload.path)));
      expect(created.attributes.default_field_metadata).toEqual(upload.defaultFieldMetadata);
    }
  });

  it('writes fields validated against models by their project ids, and an ordering field of the model', () => {
    const modelIds = new Map(
      [...server.project.itemTypes.values()].map((itemType) => [itemType.attributes.api_key, itemType.id]),
    );
    const authors = [...server.project.fields.values()].find(
      (field) =>
        field.attributes.api_key === 'authors' && relatedId(field, 'item_type') === modelIds.get('single_news'),
    );
    expect(authors?.attributes.validators).toEqual({
      items_item_type: { item_types: [modelIds.get('single_employee')] },
    });
    const office = server.project.itemTypes.get(String(modelIds.get('office'))) as Resource;
    const orderingField = server.project.fields.get(relatedId(office, 'ordering_field'));
    expect([orderingField?.attributes.api_key, office.attributes.ordering_direction]).toEqual(['position', 'asc']);
  });

  it('writes every record with its links (written once all records exist), blocks typed by model id, and publishes', () => {
    for (const record of plan.records) {
      const item = server.project.items.get(record.id) as Resource;
      expect(relatedId(item, 'item_type')).toBe(
        [...server.project.itemTypes.values()].find((itemType) => itemType.attributes.api_key === record.model)?.id,
      );
      for (const key of record.deferred) expect(item.attributes[key], `${record.sourceFile} ${key}`).toBeDefined();
      const draftModel = plan.models.find((model) => model.apiKey === record.model)?.draftModeActive;
      expect(item.meta?.status, record.sourceFile).toBe(draftModel && record.publish ? 'published' : 'draft');
      expect([item.meta?.created_at, item.meta?.first_published_at]).toEqual([
        record.createdAt,
        record.firstPublishedAt,
      ]);
    }
    const home = plan.records.find((record) => record.model === 'page_home');
    expect(home?.deferred).toContain('featured_practice_areas');
    expect(server.project.items.get(String(home?.id))?.attributes.featured_practice_areas).toEqual(
      home?.attributes.featured_practice_areas,
    );
    expect(first.recordsCreated.length).toBe(plan.records.length);
  });

  it('in a dry run, only reads the project and reports exactly what the run then writes', () => {
    expect(dryRunRequests.filter((request) => !request.startsWith('GET '))).toEqual([]);
    const sorted = (report: ExportReport) =>
      Object.fromEntries(
        Object.entries(report).map(([key, value]) => [key, Array.isArray(value) ? value.toSorted() : value]),
      );
    expect(sorted(dryRun)).toEqual(sorted(first));
    expect(dryRun.fieldsCreated.length).toBe(plan.models.reduce((sum, model) => sum + model.fields.length, 0));
  });

  it('changes nothing on a second run: it only reads (GET), and reports no write', () => {
    expect(secondRequests.length).toBeGreaterThan(plan.models.length);
    expect(secondRequests.filter((request) => !request.startsWith('GET '))).toEqual([]);
    expect(Object.values(second).flat().filter(Boolean)).toEqual([]);
  });
});
