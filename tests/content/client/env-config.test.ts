import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_CONTENT_TOKEN, readConfig } from '../../../src/config/env.js';

const tempDir = mkdtempSync(join(tmpdir(), 'env-config-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe('readConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    expect(readConfig({})).toEqual({
      port: 4173,
      siteUrl: 'http://localhost:4173',
      buildId: undefined,
      sourceDateEpoch: undefined,
      contentApiUrl: undefined,
      contentApiToken: DEV_CONTENT_TOKEN,
      contentPreview: false,
      contentDir: resolve('content'),
      contentFaults: undefined,
      contentAssetUrl: undefined,
      imageWebpEffort: 4,
      gtmId: undefined,
      algoliaAppId: undefined,
      algoliaSearchKey: undefined,
      algoliaAdminKey: undefined,
      algoliaIndexPrefix: 'site',
      algoliaHost: undefined,
      database: { kind: 'sqlite', file: resolve('.data/forms.sqlite') },
      formsSecret: undefined,
      formsApiUrl: undefined,
      trustProxy: 0,
      smtpUrl: undefined,
      formsTo: undefined,
      formsRetentionDays: 365,
      publishToken: undefined,
      previewToken: undefined,
      datocmsCmaToken: undefined,
    });
    expect(DEV_CONTENT_TOKEN).toBe('local-dev-token');
  });

  it('treats empty and blank values as unset', () => {
    expect(readConfig({ PORT: '', SITE_URL: '  ', CONTENT_PREVIEW: '' })).toMatchObject({
      port: 4173,
      siteUrl: 'http://localhost:4173',
      contentPreview: false,
    });
  });

  it('reads valid values', () => {
    const config = readConfig({
      PORT: '8080',
      SITE_URL: 'https://www.example.com/',
      BUILD_ID: 'b-2025.06_01',
      SOURCE_DATE_EPOCH: '1764000000',
      CONTENT_API_URL: 'https://graphql.datocms.com/',
      CONTENT_API_TOKEN: 'abc123',
      CONTENT_PREVIEW: 'true',
      CONTENT_DIR: tempDir,
      CONTENT_FAULTS: 'rate429=0.25,seed=3',
      CONTENT_ASSET_URL: 'https://www.datocms-assets.com/12345',
      IMAGE_WEBP_EFFORT: '0',
      GTM_ID: 'GTM-AB12CD3',
      ALGOLIA_APP_ID: 'ABCD1234',
      ALGOLIA_SEARCH_KEY: '0123456789abcdef0123456789abcdef',
      ALGOLIA_ADMIN_KEY: 'FEDCBA9876543210',
      ALGOLIA_INDEX_PREFIX: 'firm-staging',
      ALGOLIA_HOST: 'http://127.0.0.1:7700/',
      DATABASE_URL: 'sqlite:/tmp/forms-test.sqlite',
      SMTP_URL: 'smtps://forms:secret@smtp.example.com:465',
      FORMS_TO: 'accueil@cabinet.example',
      FORMS_RETENTION_DAYS: '90',
      FORMS_SECRET: 'forms-0123456789abcdef',
      FORMS_API_URL: 'https://forms.example.com/',
      TRUST_PROXY: '2',
      PUBLISH_TOKEN: 'publish-0123456789abcdef',
      PREVIEW_TOKEN: 'preview-0123456789abcdef',
      DATOCMS_CMA_TOKEN: 'cma-0123456789abcdef',
    });
    expect(config).toEqual({
      port: 8080,
      siteUrl: 'https://www.example.com',
      buildId: 'b-2025.06_01',
      sourceDateEpoch: 1764000000,
      contentApiUrl: 'https://graphql.datocms.com/',
      contentApiToken: 'abc123',
      contentPreview: true,
      contentDir: tempDir,
      contentFaults: { rate429: 0.25, seed: 3 },
      contentAssetUrl: 'https://www.datocms-assets.com/12345/',
      imageWebpEffort: 0,
      gtmId: 'GTM-AB12CD3',
      algoliaAppId: 'ABCD1234',
      algoliaSearchKey: '0123456789abcdef0123456789abcdef',
      algoliaAdminKey: 'FEDCBA9876543210',
      algoliaIndexPrefix: 'firm-staging',
      algoliaHost: 'http://127.0.0.1:7700',
      database: { kind: 'sqlite', file: '/tmp/forms-test.sqlite' },
      formsSecret: 'forms-0123456789abcdef',
      formsApiUrl: 'https://forms.example.com',
      trustProxy: 2,
      smtpUrl: 'smtps://forms:secret@smtp.example.com:465',
      formsTo: 'accueil@cabinet.example',
      formsRetentionDays: 90,
      publishToken: 'publish-0123456789abcdef',
      previewToken: 'preview-0123456789abcdef',
      datocmsCmaToken: 'cma-0123456789abcdef',
    });
  });

  it.each([
    ['1', true],
    ['0', false],
    ['false', false],
    ['TRUE', true],
  ])('reads CONTENT_PREVIEW=%s as %s', (value, expected) => {
    expect(readConfig({ CONTENT_PREVIEW: value }).contentPreview).toBe(expected);
  });

  it('lets a caller change the default port only', () => {
    expect(readConfig({}, { defaultPort: 4000 }).port).toBe(4000);
    expect(readConfig({ PORT: '5000' }, { defaultPort: 4000 }).port).toBe(5000);
  });

  it.each([
    ['PORT', '0', /PORT: expected an integer from 1 to 65535, got "0"/],
    ['PORT', '65536', /PORT: expected an integer from 1 to 65535/],
    ['PORT', '80.5', /PORT: expected an integer/],
    ['PORT', 'http', /PORT: expected an integer/],
    ['SITE_URL', 'www.example.com', /SITE_URL: expected an absolute http\(s\) URL without path, query or fragment/],
    ['SITE_URL', 'ftp://example.com', /SITE_URL: expected an absolute http\(s\) URL/],
    ['SITE_URL', 'https://example.com/fr', /SITE_URL: expected .* without path/],
    ['SITE_URL', 'https://example.com/?a=1', /SITE_URL: expected .* without path, query/],
    ['SITE_URL', 'https://example.com#top', /SITE_URL: expected/],
    ['BUILD_ID', 'has space', /BUILD_ID: expected 1 to 64 of A-Z a-z 0-9 \. _ -/],
    ['BUILD_ID', 'x'.repeat(65), /BUILD_ID: expected 1 to 64/],
    ['SOURCE_DATE_EPOCH', '2026-11-25', /SOURCE_DATE_EPOCH: expected a whole number of seconds since 1970/],
    ['CONTENT_API_URL', 'graphql.datocms.com', /CONTENT_API_URL: expected an absolute http\(s\) URL/],
    ['CONTENT_API_URL', 'file:///tmp', /CONTENT_API_URL: expected an absolute http\(s\) URL/],
    ['CONTENT_PREVIEW', 'yes', /CONTENT_PREVIEW: expected one of 1, 0, true, false, got "yes"/],
    ['CONTENT_DIR', '/definitely/not/here', /CONTENT_DIR: expected an existing directory/],
    ['CONTENT_FAULTS', 'rate429=2', /CONTENT_FAULTS: rate429 must be a number from 0 to 1/],
    [
      'CONTENT_ASSET_URL',
      'assets.example.com/uploads/',
      /CONTENT_ASSET_URL: expected an absolute http\(s\) URL without query/,
    ],
    [
      'CONTENT_ASSET_URL',
      'https://assets.example.com/?v=2',
      /CONTENT_ASSET_URL: expected .* without query or fragment/,
    ],
    ['IMAGE_WEBP_EFFORT', '7', /IMAGE_WEBP_EFFORT: expected a whole number from 0 to 6/],
    ['GTM_ID', 'UA-1234', /GTM_ID: expected a container id such as GTM-/],
    ['GTM_ID', 'GTM-ab12', /GTM_ID: expected/],
    ['ALGOLIA_APP_ID', 'APP-1', /ALGOLIA_APP_ID: expected letters and digits only/],
    ['ALGOLIA_INDEX_PREFIX', 'site/fr', /ALGOLIA_INDEX_PREFIX: expected 1 to 64 of A-Z a-z 0-9 _ -/],
    ['ALGOLIA_HOST', '127.0.0.1:7700', /ALGOLIA_HOST: expected an absolute http\(s\) URL/],
    ['DATABASE_URL', 'postgres://db.example', /DATABASE_URL: expected a PostgreSQL URL with a database name/],
    ['FORMS_SECRET', 'short', /FORMS_SECRET: expected 16 to 256 printable characters/],
    ['FORMS_API_URL', 'forms.example.com', /FORMS_API_URL: expected an absolute http\(s\) URL/],
    ['TRUST_PROXY', 'yes', /TRUST_PROXY: expected a number of proxies from 0 to 9/],
    ['DATABASE_URL', 'mysql://db.example/forms', /DATABASE_URL: expected a SQLite file path/],
    ['FORMS_RETENTION_DAYS', '0', /FORMS_RETENTION_DAYS: expected a whole number of days/],
    ['FORMS_TO', 'accueil', /FORMS_TO: expected an email address/],
  ])('rejects %s=%s with a message naming it', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });

  it('reads a PostgreSQL DATABASE_URL and never echoes it', () => {
    expect(readConfig({ DATABASE_URL: 'postgresql://forms:pw@db.example:5432/forms' }).database).toEqual({
      kind: 'postgres',
      url: 'postgresql://forms:pw@db.example:5432/forms',
    });
    expect(() => readConfig({ DATABASE_URL: 'postgres://forms:pw@db.example' })).toThrow(/^(?!.*pw).*DATABASE_URL/);
  });

  it('rejects an invalid key or token without echoing the secret', () => {
    expect(() => readConfig({ ALGOLIA_APP_ID: 'APP1', ALGOLIA_SEARCH_KEY: 'not hex!' })).toThrow(
      /^Invalid environment variable ALGOLIA_SEARCH_KEY: expected an API key of 8 to 128 hexadecimal characters$/,
    );
    expect(() => readConfig({ ALGOLIA_APP_ID: 'APP1', ALGOLIA_ADMIN_KEY: 'zz' })).toThrow(/ALGOLIA_ADMIN_KEY/);
    expect(() => readConfig({ CONTENT_API_TOKEN: 'two words' })).toThrow(
      /^Invalid environment variable CONTENT_API_TOKEN: expected a token without spaces$/,
    );
    expect(() => readConfig({ PUBLISH_TOKEN: 'short' })).toThrow(
      /^Invalid environment variable PUBLISH_TOKEN: expected 16 to 256 printable characters[^"]*$/,
    );
    expect(() => readConfig({ PREVIEW_TOKEN: 'has a space in it here' })).toThrow(
      /^Invalid environment variable PREVIEW_TOKEN: [^"]*$/,
    );
  });

  it('requires FORMS_TO with SMTP_URL, and never echoes SMTP_URL (it holds a password)', () => {
    expect(() => readConfig({ SMTP_URL: 'smtp://smtp.example.com:587' })).toThrow(
      /FORMS_TO: expected to be set when SMTP_URL is set/,
    );
    expect(() => readConfig({ SMTP_URL: 'https://user:hunter2@smtp.example.com' })).toThrow(
      /^Invalid environment variable SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL$/,
    );
  });

  it('requires ALGOLIA_APP_ID with an Algolia key', () => {
    expect(() => readConfig({ ALGOLIA_SEARCH_KEY: '0123456789abcdef' })).toThrow(/ALGOLIA_APP_ID: expected to be set/);
  });
});
