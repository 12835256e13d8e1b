import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import sharp from 'sharp';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ContentImage } from '../../src/components/image/Image.js';
import { collectImageVariants } from '../../src/images/collect-variants.js';
import { produceImageVariants } from '../../src/images/produce-variants.js';
import type { ImagesTestWindow } from '../images/fixtures/images-client.js';
import { ImagesDemo, type ImagesDemoProps } from '../images/fixtures/ImagesDemo.js';
import { tempContent } from '../images/support/content-dir.js';
import { markedImage } from '../images/support/marked-image.js';
import { startServer } from '../server/helpers.js';
import { builtPagePaths, pageFile } from '../support/test-site.js';
import { launchBrowser } from './launch-browser.js';

/**
 * The Image and Video components in Chromium, on a page of their own (rendered with renderToString, hydrated by a
 * client bundle built with Vite, its variants produced like the build does, served by the static server), until the
 * lead's integration puts them on the site's pages.
 */

const root = resolve(import.meta.dirname, '../..');
/** Every variant response is held back this long, so that an image without a reserved box would shift the page. */
const IMAGE_DELAY_MS = 300;
const UPLOADS = {
  'hero.jpg': { width: 1600, height: 900 },
  'far-0.jpg': { width: 1200, height: 1500 },
  'far-1.jpg': { width: 1600, height: 1200 },
  'hidden.jpg': { width: 800, height: 600 },
} as const;

let content: Awaited<ReturnType<typeof tempContent>>;
let siteDir: string;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

async function blurredThumb(data: Buffer): Promise<string> {
  const jpeg = await sharp(data).resize(24, 24, { fit: 'inside' }).blur(1).jpeg({ quality: 70 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

async function demoProps(files: Record<string, Buffer>): Promise<ImagesDemoProps> {
  const image = async (name: keyof typeof UPLOADS): Promise<ContentImage> => ({
    url: `/uploads/${name}`,
    alt: `Image ${name}`,
    ...UPLOADS[name],
    format: 'jpg',
    focalPoint: { x: 0.3, y: 0.6 },
    blurUpThumb: await blurredThumb(files[name] ?? Buffer.alloc(0)),
    responsiveImage: null,
  });
  return {
    hero: await image('hero.jpg'),
    far: [await image('far-0.jpg'), await image('far-1.jpg')],
    hidden: await image('hidden.jpg'),
    video: {
      alt: 'Office tour',
      width: 1280,
      height: 720,
      video: {
        muxPlaybackId: 'test-playback',
        mp4Url: '/uploads/tour.mp4',
        streamingUrl: 'https://stream.mux.com/test-playback.m3u8',
      },
    },
  };
}

function documentHtml(props: ImagesDemoProps): string {
  const page = createElement(
    'html',
    { lang: 'en' },
    createElement(
      'head',
      null,
      createElement('meta', { charSet: 'utf-8' }),
      createElement('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      createElement('title', null, 'Images'),
    ),
    createElement(
      'body',
      { style: { margin: 0 } },
      createElement('div', { id: 'root' }, createElement(ImagesDemo, props)),
      createElement('script', {
        id: '__PROPS__',
        type: 'application/json',
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the test's own props, as JSON
        dangerouslySetInnerHTML: { __html: JSON.stringify(props) },
      }),
      createElement('script', { type: 'module', src: '/assets/client.js' }),
    ),
  );
  return `<!DOCTYPE html>${renderToString(page)}`;
}

/** The client bundle, in development mode so that React reports any hydration mismatch. */
async function bundleClient(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    mode: 'development',
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"development"' },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: {
        input: join(root, 'tests/images/fixtures/images-client.tsx'),
        output: { entryFileNames: 'client.js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
}

beforeAll(async () => {
  const files: Record<string, Buffer> = {};
  for (const [name, size] of Object.entries(UPLOADS)) {
    files[name] = await markedImage(size.width, size.height, { x: 0.3, y: 0.6 });
  }
  content = await tempContent(files);
  siteDir = join(content.root, 'site');
  const html = documentHtml(await demoProps(files));
  await mkdir(join(siteDir, 'uploads'), { recursive: true });
  await writeFile(join(siteDir, 'index.html'), html);
  await writeFile(join(siteDir, 'uploads/tour.mp4'), Buffer.alloc(16));
  await produceImageVariants({ ...content, outDir: siteDir, variants: collectImageVariants(html) });
  await bundleClient(join(siteDir, 'assets'));
  server = await startServer(siteDir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await content?.cleanup();
});

interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Image variant requests so far, by upload name (`far-0.jpg`), in order. */
  imageRequests: () => string[];
  consoleErrors: string[];
}

/** Makes the browser report no native HLS support, as Firefox and older Chromium do, so that hls.js is used. */
function withoutNativeHls(): void {
  const canPlayType = HTMLMediaElement.prototype.canPlayType;
  HTMLMediaElement.prototype.canPlayType = function (this: HTMLMediaElement, type: string) {
    return type.includes('mpegurl') ? '' : canPlayType.call(this, type);
  };
}

async function openDemo(
  options: Parameters<Browser['newContext']>[0] = {},
  { nativeHls = true }: { nativeHls?: boolean } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  if (!nativeHls) await context.addInitScript(withoutNativeHls);
  await context.route(/^https:\/\//, (route) => route.abort());
  await context.route('**/_img/**', async (route) => {
    await new Promise((done) => setTimeout(done, IMAGE_DELAY_MS));
    await route.continue();
  });
  await context.addInitScript(() => {
    const state = window as unknown as { __cls: number };
    state.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const requests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    const match = /\/_img\/([^_]+\.jpg)_/.exec(decodeURIComponent(request.url()));
    if (match?.[1]) requests.push(match[1]);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`${server.origin}/`);
  return { context, page, imageRequests: () => [...requests], consoleErrors };
}

const waitForHydration = (page: Page) =>
  page.waitForFunction(() => (window as unknown as ImagesTestWindow).__hydrated === true);

/** Scrolls so that the element's top is `below` px under the bottom of the viewport (negative: inside it). */
async function scrollNear(page: Page, selector: string, below: number): Promise<void> {
  await page.evaluate(
    ({ selector, below }) => {
      const top = document.querySelector(selector)?.getBoundingClientRect().top ?? 0;
      window.scrollBy(0, top - window.innerHeight - below);
    },
    { selector, below },
  );
}

const imageState = (page: Page, selector: string) =>
  page.$eval(selector, (image) => ({
    loaded: image.hasAttribute('data-loaded'),
    placeholder: (image as HTMLImageElement).style.backgroundImage.startsWith('url('),
    complete: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
  }));

describe('Image in the browser', () => {
  it('loads the priority image at once and the images below the fold only when scrolled near, without layout shift', async () => {
    const { context, page, imageRequests, consoleErrors } = await openDemo();
    await page.waitForLoadState('load');
    await waitForHydration(page);
    await page.waitForSelector('main > img[data-loaded]');
    expect(await page.getAttribute('main > img', 'fetchpriority')).toBe('high');
    expect(await page.locator('head link[rel="preload"][as="image"]').count()).toBe(1);
    await page.waitForTimeout(500);
    expect(imageRequests()).toContain('hero.jpg');
    expect(imageRequests()).not.toContain('far-0.jpg');
    expect(imageRequests()).not.toContain('far-1.jpg');
    expect(await imageState(page, '#far-0 img')).toEqual({ loaded: false, placeholder: true, complete: false });

    await scrollNear(page, '#far-0', 1500);
    await page.waitForSelector('#far-0 img[data-loaded]', { timeout: 10_000 });
    expect(imageRequests()).not.toContain('far-1.jpg');
    expect(await imageState(page, '#far-0 img')).toEqual({ loaded: true, placeholder: false, complete: true });

    await scrollNear(page, '#far-1', -300);
    await page.waitForSelector('#far-1 img[data-loaded]', { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as ImagesTestWindow).__hydrationErrors)).toEqual([]);
    expect(consoleErrors.filter((text) => !text.includes('net::ERR_FAILED'))).toEqual([]);
    await context.close();
  });

  it('loads hidden images after the loading timeout', async () => {
    const { context, page, imageRequests } = await openDemo();
    await page.waitForLoadState('load');
    const loadedAt = Date.now();
    await waitForHydration(page);
    expect(imageRequests()).not.toContain('hidden.jpg');
    await page.waitForFunction(() => document.querySelector('[hidden] img')?.hasAttribute('data-loaded'), null, {
      timeout: 10_000,
    });
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(2000);
    await context.close();
  });

  it('works without JavaScript: the images load from their real sources', async () => {
    // With scripting off, browsers load lazy images at once (HTML: lazy loading needs scripting, against tracking).
    const { context, page, imageRequests } = await openDemo({ javaScriptEnabled: false });
    await page.waitForLoadState('load');
    expect(imageRequests()).toEqual(expect.arrayContaining(['hero.jpg', 'far-0.jpg', 'far-1.jpg']));
    expect(await page.locator('main > img').getAttribute('srcset')).toMatch(/^\/_img\/.+ 320w, /);
    expect(await page.locator('video').getAttribute('controls')).toBe('');
    await context.close();
  });
});

describe('Video in the browser', () => {
  it('loads hls.js only once the video is on screen, and plays and pauses from the keyboard', async () => {
    const { context, page } = await openDemo({ reducedMotion: 'reduce' }, { nativeHls: false });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await waitForHydration(page);
    await page.waitForTimeout(300);
    const hlsLoaded = () => requests.some((url) => /\/assets\/hls[^/]*\.js$/.test(url));
    expect(hlsLoaded()).toBe(false);
    expect(await page.$eval('video', (video) => video.hasAttribute('controls'))).toBe(false);

    await scrollNear(page, '#video', -400);
    await expect.poll(hlsLoaded, { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => requests.some((url) => url.startsWith('https://stream.mux.com/test-playback.m3u8')))
      .toBe(true);
    expect(await page.$eval('video', (video) => (video as HTMLVideoElement).paused)).toBe(true);

    const button = page.locator('#video button');
    expect(await button.getAttribute('aria-label')).toBe('Play the video');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Pause the video');
    await page.keyboard.press(' ');
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Play the video');
    await context.close();
  });

  it('plays HLS natively where the browser can, without loading hls.js', async () => {
    const { context, page } = await openDemo({ reducedMotion: 'reduce' });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await waitForHydration(page);
    const native = await page.evaluate(
      () => document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '',
    );
    await scrollNear(page, '#video', -400);
    if (native) {
      // preload="none": the stream is only attached, fetched on play.
      await expect
        .poll(() => page.$eval('video', (video) => (video as HTMLVideoElement).src))
        .toBe('https://stream.mux.com/test-playback.m3u8');
      expect(requests.some((url) => /\/assets\/hls[^/]*\.js$/.test(url))).toBe(false);
    }
    await context.close();
  });

  it.each([
    ['no-preference', true],
    ['reduce', false],
  ] as const)('autoplays muted on screen (reduced motion: %s -> %s)', async (reducedMotion, autoplays) => {
    const { context, page } = await openDemo({ reducedMotion });
    await page.evaluate(() => {
      document.addEventListener('play', () => ((window as unknown as { __played: boolean }).__played = true), true);
    });
    await waitForHydration(page);
    await page.waitForTimeout(300);
    const played = () => page.evaluate(() => (window as unknown as { __played?: boolean }).__played === true);
    expect(await played()).toBe(false);
    await scrollNear(page, '#video', -400);
    if (autoplays) {
      await expect.poll(played).toBe(true);
      expect(await page.$eval('video', (video) => (video as HTMLVideoElement).muted)).toBe(true);
    } else {
      await page.waitForTimeout(1000);
      expect(await played()).toBe(false);
    }
    await context.close();
  });
});

describe('the built site', () => {
  it('publishes every image variant its pages reference (none until the Image component is on the pages)', async () => {
    const dir = inject('builtSiteDir');
    const missing: string[] = [];
    for (const path of await builtPagePaths(dir)) {
      for (const variant of collectImageVariants(await readFile(pageFile(dir, path), 'utf8'))) {
        if (!(await stat(join(dir, '_img', variant.file)).catch(() => null))) missing.push(`${path}: ${variant.file}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
