import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { executeQuery } from '@datocms/cda-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config/env.js';
import { createSiteContentClient } from '../../../src/content-client/site-content-client.js';
import { startContentServer, type ContentServer } from '../../../src/content-service/server/content-server.js';

/**
 * Upload URLs as DatoCMS answers them, absolute on an asset host, read with DatoCMS's own client
 * (`@datocms/cda-client`): on the service's own origin by default, which serves the files, or on CONTENT_ASSET_URL.
 */
const dir = resolve(import.meta.dirname, '../../fixtures/content-small');
const token = 'asset-token';
const configuredAssetUrl = 'https://www.datocms-assets.com/12345/';
let own: ContentServer;
let configured: ContentServer;

beforeAll(async () => {
  [own, configured] = await Promise.all([
    startContentServer({ dir, token }),
    startContentServer({ dir, token, assetUrl: configuredAssetUrl }),
  ]);
});
afterAll(() => Promise.all([own.close(), configured.close()]));

/** Every upload URL of the fixture a query can reach: file fields, responsive images, SEO tags, the favicon. */
const URLS_QUERY = `{
  upload(filter: { filename: { matches: { pattern: "^hero-montreal" } } }) {
    url
    cropped: url(imgixParams: { w: 300, h: 200, fit: crop })
    responsiveImage(imgixParams: { w: 480 }) { src srcSet webpSrcSet }
  }
  pageHome { heroImage { url } _seoMetaTags { attributes } }
  _site { favicon { url } faviconMetaTags(variants: [icon, appleTouchIcon, msApplication]) { attributes } }
}`;

interface UrlsData {
  upload: { url: string; cropped: string; responsiveImage: { src: string; srcSet: string; webpSrcSet: string } };
  pageHome: { heroImage: { url: string }; _seoMetaTags: { attributes: Record<string, string> | null }[] };
  _site: { favicon: { url: string }; faviconMetaTags: { attributes: Record<string, string> }[] };
}

/** Each URL of the answer: srcSet entries one by one, og:image and twitter:image, favicon links and tiles. */
function urlsOf(data: UrlsData): string[] {
  const srcSetUrls = (srcSet: string) => srcSet.split(',').map((entry) => entry.trim().split(' ')[0] ?? '');
  const { responsiveImage } = data.upload;
  const seoImages = data.pageHome._seoMetaTags
    .map((tag) => tag.attributes)
    .filter((attributes) => attributes?.property === 'og:image' || attributes?.name === 'twitter:image')
    .map((attributes) => attributes?.content ?? '');
  const faviconUrls = data._site.faviconMetaTags.map(({ attributes }) => attributes.href ?? attributes.content ?? '');
  expect(seoImages).toHaveLength(2);
  expect(faviconUrls).toHaveLength(17);
  return [
    data.upload.url,
    data.upload.cropped,
    responsiveImage.src,
    ...srcSetUrls(responsiveImage.srcSet),
    ...srcSetUrls(responsiveImage.webpSrcSet),
    data.pageHome.heroImage.url,
    ...seoImages,
    data._site.favicon.url,
    ...faviconUrls,
  ];
}

const query = (server: ContentServer) =>
  executeQuery(URLS_QUERY, { token, graphqlEndpointUrl: server.url, autoRetry: false }) as Promise<UrlsData>;

describe('upload URLs of the embedded service', () => {
  it("are absolute on the service's own /uploads/ by default, in every field that gives one", async () => {
    expect(own.assetUrl).toBe(`${own.url}uploads/`);
    const data = await query(own);
    const urls = urlsOf(data);
    expect(urls.length).toBeGreaterThan(30);
    const base = own.assetUrl.replace(/[.?]/g, '\\$&');
    for (const url of urls) expect(url).toMatch(new RegExp(`^${base}(hero-montreal\\.jpg|favicon\\.png)(\\?|$)`));
    expect(data.upload.url).toBe(`${own.url}uploads/hero-montreal.jpg`);
    expect(data.upload.cropped).toBe(
      `${own.url}uploads/hero-montreal.jpg?crop=focalpoint&fit=crop&fp-x=0.7&fp-y=0.3&h=200&w=300`,
    );
    expect(data.upload.responsiveImage.src).toBe(`${own.url}uploads/hero-montreal.jpg?w=480`);
  });

  it('are absolute on CONTENT_ASSET_URL when it is set, the rest of each URL unchanged', async () => {
    const [ownUrls, configuredUrls] = await Promise.all([query(own).then(urlsOf), query(configured).then(urlsOf)]);
    expect(configuredUrls).toEqual(ownUrls.map((url) => url.replace(own.assetUrl, configuredAssetUrl)));
    expect(configuredUrls.every((url) => url.startsWith(configuredAssetUrl))).toBe(true);
  });

  it('name files the service serves over HTTP: the bytes as uploaded, with their type, imgix parameters or not', async () => {
    const data = await query(own);
    const expected = await readFile(resolve(dir, 'uploads/hero-montreal.jpg'));
    for (const url of [data.upload.url, data.upload.responsiveImage.src]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await response.arrayBuffer()).equals(expected)).toBe(true);
    }
    const favicon = await fetch(data._site.favicon.url, { method: 'HEAD' });
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toBe('image/png');
    expect(Number(favicon.headers.get('content-length'))).toBe(
      (await readFile(resolve(dir, 'uploads/favicon.png'))).length,
    );
  });

  it('serves no other file under /uploads/: unknown names and metadata sidecars are 404, writes 405', async () => {
    expect((await fetch(`${own.url}uploads/missing.jpg`)).status).toBe(404);
    expect((await fetch(`${own.url}uploads/hero-montreal.json`)).status).toBe(404);
    expect((await fetch(`${own.url}uploads/..%2f..%2fsite.json`)).status).toBe(404);
    const post = await fetch(`${own.url}uploads/hero-montreal.jpg`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe("the site's content client over the embedded service", () => {
  it('gives its pages the upload URLs as the site paths /uploads/… under which the site publishes the files', async () => {
    const client = await createSiteContentClient({
      ...readConfig({}),
      contentDir: dir,
      contentAssetUrl: configuredAssetUrl,
    });
    try {
      const urls = urlsOf(await client.query<UrlsData>(URLS_QUERY));
      for (const url of urls) expect(url).toMatch(/^\/uploads\/(hero-montreal\.jpg|favicon\.png)(\?|$)/);
      const direct = urlsOf(await query(configured));
      expect(urls).toEqual(direct.map((url) => url.replace(configuredAssetUrl, '/uploads/')));
    } finally {
      await client.close();
    }
  });

  it('does the same with CONTENT_API_URL at a service started elsewhere on the same CONTENT_ASSET_URL, and only then', async () => {
    const remote = { ...readConfig({}), contentApiUrl: configured.url, contentApiToken: token };
    const [mapped, unmapped] = await Promise.all([
      createSiteContentClient({ ...remote, contentAssetUrl: configuredAssetUrl }),
      createSiteContentClient(remote),
    ]);
    const [siteUrls, assetUrls] = await Promise.all([
      mapped.query<UrlsData>(URLS_QUERY),
      unmapped.query<UrlsData>(URLS_QUERY),
    ]);
    expect(urlsOf(siteUrls)).toEqual(urlsOf(assetUrls).map((url) => url.replace(configuredAssetUrl, '/uploads/')));
    expect(urlsOf(assetUrls).every((url) => url.startsWith(configuredAssetUrl))).toBe(true);
  });
});
