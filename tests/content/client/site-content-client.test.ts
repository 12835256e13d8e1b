import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config/env.js';
import { createSiteContentClient } from '../../../src/content-client/site-content-client.js';
import { startContentServer } from '../../../src/content-service/server/content-server.js';
import { createContentFixture, type ContentFixture } from '../server/content-fixture.js';
import { itemId } from '../../support/content-ids.js';

const employeesQuery = '{ allSingleEmployees { id } }';
type Employees = { allSingleEmployees: { id: string }[] };

let fixture: ContentFixture;

beforeAll(async () => {
  fixture = await createContentFixture();
});
afterAll(() => fixture.remove());

describe('createSiteContentClient', () => {
  it('starts the embedded service over CONTENT_DIR without CONTENT_API_URL', async () => {
    const content = await createSiteContentClient(readConfig({ CONTENT_DIR: fixture.dir }));
    try {
      expect(content.embedded).toBe(true);
      expect(content.preview).toBe(false);
      expect(content.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const data = await content.query<Employees>(employeesQuery);
      expect(data.allSingleEmployees.map((e) => e.id)).toEqual([itemId('emp-published')]);
    } finally {
      await content.close();
    }
    await expect(fetch(content.url, { method: 'POST' })).rejects.toThrow();
  });

  it('honours CONTENT_PREVIEW in embedded mode, whatever CONTENT_API_TOKEN says (the service has its own token)', async () => {
    const content = await createSiteContentClient(
      readConfig({ CONTENT_DIR: fixture.dir, CONTENT_PREVIEW: '1', CONTENT_API_TOKEN: 'own-token' }),
    );
    try {
      const data = await content.query<Employees>(employeesQuery);
      expect(data.allSingleEmployees.map((e) => e.id).sort()).toEqual([itemId('emp-draft'), itemId('emp-published')]);
    } finally {
      await content.close();
    }
  });

  it('talks to CONTENT_API_URL with CONTENT_API_TOKEN and CONTENT_PREVIEW', async () => {
    const remote = await startContentServer({ dir: fixture.dir, token: 'remote-token' });
    try {
      const content = await createSiteContentClient(
        readConfig({ CONTENT_API_URL: remote.url, CONTENT_API_TOKEN: 'remote-token', CONTENT_PREVIEW: 'true' }),
      );
      expect(content.embedded).toBe(false);
      expect(content.url).toBe(remote.url);
      const data = await content.query<Employees>(employeesQuery);
      expect(data.allSingleEmployees).toHaveLength(2);
      await content.close();
      expect(remote.stats().requests).toBe(1);
    } finally {
      await remote.close();
    }
  });

  it('rejects with the validation message when the content is invalid', async () => {
    const broken = await createContentFixture();
    try {
      await writeFile(
        join(broken.dir, 'records', 'office', 'office-00001.json'),
        JSON.stringify({ id: 'office-00001' }),
      );
      await expect(createSiteContentClient(readConfig({ CONTENT_DIR: broken.dir }))).rejects.toThrow(/office-00001/);
    } finally {
      await broken.remove();
    }
  });
});
