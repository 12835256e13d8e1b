import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageMiddleware } from '../../src/images/image-middleware.js';
import { variantUrl } from '../../src/images/variant-url.js';
import { tempContent } from './support/content-dir.js';
import { markedImage } from './support/marked-image.js';

let content: Awaited<ReturnType<typeof tempContent>>;
let server: Server;
let origin: string;

beforeAll(async () => {
  content = await tempContent({ 'hero.jpg': await markedImage(1600, 900, { x: 0.5, y: 0.5 }) });
  const middleware = imageMiddleware({
    contentDir: content.contentDir,
    cacheDir: content.cacheDir,
    effort: content.effort,
  });
  server = createServer((request, response) => middleware(request, response, () => response.writeHead(418).end()));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  await content.cleanup();
});

const hero = { url: '/uploads/hero.jpg', width: 1600, height: 900, format: 'jpg', focalPoint: { x: 0.5, y: 0.5 } };

describe('imageMiddleware (dev server)', () => {
  it('encodes the variant a component URL names on first request, then serves it from the cache', async () => {
    const url = variantUrl(hero, { width: 640, height: 640, focalPoint: { x: 0.2, y: 0.5 }, quality: 100, blur: 0 });
    const response = await fetch(`${origin}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ width: 640, height: 640, format: 'webp' });
    expect(await readdir(content.cacheDir)).toHaveLength(1);
    expect((await fetch(`${origin}${url}`)).status).toBe(200);
    expect(await readdir(content.cacheDir)).toHaveLength(1);
  });

  it('answers 404 to malformed names and missing uploads, and leaves other paths to the next handler', async () => {
    expect((await fetch(`${origin}/_img/nope.webp`)).status).toBe(404);
    expect((await fetch(`${origin}/_img/%E0%A4%A.webp`)).status).toBe(404);
    const missing = variantUrl(
      { ...hero, url: '/uploads/missing.jpg' },
      { width: 10, height: 10, focalPoint: { x: 0.5, y: 0.5 }, quality: 50, blur: 3 },
    );
    expect((await fetch(`${origin}${missing}`)).status).toBe(404);
    expect((await fetch(`${origin}/uploads/hero.jpg`)).status).toBe(418);
  });
});
