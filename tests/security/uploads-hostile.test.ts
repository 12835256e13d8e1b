import { execFileSync } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageMiddleware } from '../../src/images/image-middleware.js';
import { variantUrl } from '../../src/images/variant-url.js';
import { uploadsMiddleware } from '../../src/on-request/uploads-middleware.js';
import { copyUploads } from '../../src/site-build/copy-uploads.js';
import { markedImage } from '../images/support/marked-image.js';
import { countHostile, reportHostileCounts } from './hostile-count.js';

reportHostileCounts();

/** What a file outside the uploads folder holds: never in an answer. */
const SECRET = 'the private key of the machine dev runs on';
let work: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'uploads-hostile-'));
  const uploads = join(work, 'content', 'uploads');
  await mkdir(uploads, { recursive: true });
  await mkdir(join(work, 'outside'));
  await writeFile(join(work, 'outside', 'id_rsa'), SECRET);
  await writeFile(join(uploads, 'brochure.pdf'), '%PDF-1.7 the firm brochure');
  await symlink('../../outside/id_rsa', join(uploads, 'key.pdf'));
  await symlink('../../outside', join(uploads, 'elsewhere'));
  await symlink('/dev/zero', join(uploads, 'zero.pdf'));
  await symlink('/dev/urandom', join(uploads, 'noise.jpg'));
  execFileSync('mkfifo', [join(uploads, 'pipe.pdf')]);
  await symlink('pipe.pdf', join(uploads, 'pipe-link.pdf'));
  await mkdir(join(uploads, 'folder.pdf'));
  const middleware = uploadsMiddleware(join(work, 'content'));
  // The next handler stands for the site's 404 page, as dev and preview answer a path that is no page.
  server = createServer((request, response) => middleware(request, response, () => response.writeHead(404).end()));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  await rm(work, { recursive: true, force: true });
});

const HOSTILE_UPLOADS = [
  { name: 'a link to a file outside the uploads folder', path: '/uploads/key.pdf' },
  { name: 'a link to a folder outside it', path: '/uploads/elsewhere' },
  { name: 'a link to an endless device', path: '/uploads/zero.pdf' },
  { name: 'a link to a device of random bytes', path: '/uploads/noise.jpg' },
  { name: 'a FIFO no one writes to', path: '/uploads/pipe.pdf' },
  { name: 'a link to that FIFO', path: '/uploads/pipe-link.pdf' },
  { name: 'a folder', path: '/uploads/folder.pdf' },
];

describe('the uploads that dev and preview serve from the content folder', () => {
  it.each(HOSTILE_UPLOADS)('answers $name with the 404 page at once, nothing of it', async ({ path }) => {
    countHostile('uploads served on request');
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(3000) });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it('serves a regular upload whole', async () => {
    const response = await fetch(`${origin}/uploads/brochure.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(await response.text()).toBe('%PDF-1.7 the firm brochure');
  });
});

describe('the uploads the build publishes from the content folder', () => {
  /** A content folder whose uploads hold a brochure, its metadata, a subfolder's file, and `plant` (if any). */
  async function contentWith(name: string, plant?: (uploads: string) => Promise<unknown>): Promise<string> {
    const content = join(work, name);
    await mkdir(join(content, 'uploads', 'videos'), { recursive: true });
    await writeFile(join(content, 'uploads', 'brochure.pdf'), '%PDF-1.7 the firm brochure');
    await writeFile(join(content, 'uploads', 'brochure.json'), '{"id":"1"}');
    await writeFile(join(content, 'uploads', 'videos', 'tour.mp4'), 'a tour of the offices');
    await plant?.(join(content, 'uploads'));
    return content;
  }

  const PLANTED: { name: string; plant: (uploads: string) => Promise<unknown>; refusal: RegExp }[] = [
    {
      name: 'a link to a file outside the content folder',
      plant: (uploads) => symlink(join(work, 'outside', 'id_rsa'), join(uploads, 'key.pdf')),
      refusal: /uploads\/key\.pdf is a symbolic link, not a regular file/,
    },
    {
      name: 'a link to a folder outside it, in a subfolder',
      plant: (uploads) => symlink(join(work, 'outside'), join(uploads, 'videos', 'elsewhere')),
      refusal: /uploads\/videos\/elsewhere is a symbolic link/,
    },
    {
      name: 'a FIFO no one writes to',
      plant: async (uploads) => execFileSync('mkfifo', [join(uploads, 'pipe.pdf')]),
      refusal: /uploads\/pipe\.pdf is a FIFO, not a regular file/,
    },
    {
      name: 'a link to an endless device',
      plant: (uploads) => symlink('/dev/zero', join(uploads, 'zero.pdf')),
      refusal: /uploads\/zero\.pdf is a symbolic link/,
    },
  ];

  it.each(PLANTED)('fail the build naming $name, having published nothing', async ({ name, plant, refusal }) => {
    countHostile('uploads the build publishes');
    const content = await contentWith(name.replace(/\W+/g, '-'), plant);
    const out = join(work, `out-${name.replace(/\W+/g, '-')}`);
    await expect(copyUploads(content, out)).rejects.toThrow(refusal);
    expect(await readdir(out).catch(() => [])).toEqual([]);
  });

  it("publish the folder's own files, sidecars aside, as files", async () => {
    const content = await contentWith('clean');
    const out = join(work, 'out-clean');
    await copyUploads(content, out);
    expect((await readdir(join(out, 'uploads'), { recursive: true })).sort()).toEqual([
      'brochure.pdf',
      'videos',
      'videos/tour.mp4',
    ]);
    expect((await lstat(join(out, 'uploads', 'brochure.pdf'))).isFile()).toBe(true);
    expect(await readFile(join(out, 'uploads', 'videos', 'tour.mp4'), 'utf8')).toBe('a tour of the offices');
  });
});

describe('the image variants that dev and preview make from the uploads', () => {
  const variantOf = (source: string) =>
    variantUrl(
      { url: `/uploads/${source}`, width: 64, height: 64, format: 'jpg', focalPoint: { x: 0.5, y: 0.5 } },
      { width: 32, height: 32, focalPoint: { x: 0.5, y: 0.5 }, quality: 60, blur: 0 },
    );
  let images: Server;
  let imagesOrigin: string;
  beforeAll(async () => {
    const content = join(work, 'image-content');
    await mkdir(join(content, 'uploads'), { recursive: true });
    const photo = await markedImage(64, 64, { x: 0.5, y: 0.5 });
    await writeFile(join(work, 'outside', 'private.jpg'), photo);
    await writeFile(join(content, 'uploads', 'hero.jpg'), photo);
    await symlink(join(work, 'outside', 'private.jpg'), join(content, 'uploads', 'planted.jpg'));
    execFileSync('mkfifo', [join(content, 'uploads', 'pipe.jpg')]);
    await symlink('pipe.jpg', join(content, 'uploads', 'pipe-link.jpg'));
    const middleware = imageMiddleware({ contentDir: content, cacheDir: join(work, 'image-cache'), effort: 0 });
    images = createServer((request, response) => middleware(request, response, () => response.writeHead(418).end()));
    await new Promise<void>((done) => images.listen(0, '127.0.0.1', done));
    imagesOrigin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    images.closeAllConnections();
    await new Promise((done) => images.close(done));
  });

  it.each([
    { name: 'a link to an image outside the content folder', source: 'planted.jpg' },
    { name: 'a FIFO no one writes to', source: 'pipe.jpg' },
    { name: 'a link to that FIFO', source: 'pipe-link.jpg' },
  ])('answer $name with a 404 at once, no image of it', async ({ source }) => {
    countHostile('image variants made on request');
    const response = await fetch(`${imagesOrigin}${variantOf(source)}`, { signal: AbortSignal.timeout(3000) });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/^image\//);
  });

  it('still make the variant of a regular upload', async () => {
    const response = await fetch(`${imagesOrigin}${variantOf('hero.jpg')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});
