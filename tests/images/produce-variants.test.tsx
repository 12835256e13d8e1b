import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { Image, type ContentImage } from '../../src/components/image/Image.js';
import { collectImageVariants, createVariantCollector } from '../../src/images/collect-variants.js';
import { MissingImageSourceError } from '../../src/images/variant-cache.js';
import { produceImageVariants } from '../../src/images/produce-variants.js';
import { tempContent } from './support/content-dir.js';
import { markedImage } from './support/marked-image.js';

const image = (name: string, width: number, height: number): ContentImage => ({
  url: `/uploads/${name}`,
  alt: name,
  width,
  height,
  format: 'jpg',
  focalPoint: { x: 0.3, y: 0.6 },
  blurUpThumb: null,
  responsiveImage: null,
});

/** What two pages (rendered in different workers) reference: one image shared, a portrait, a square crop. */
const pages = [
  renderToString(
    <main>
      <Image image={image('hero.jpg', 1600, 900)} priority />
      <Image image={image('portrait.jpg', 800, 1000)} ar="4:5" sizes="xs:100vw md:400" />
    </main>,
  ),
  renderToString(<Image image={image('hero.jpg', 1600, 900)} ar="1:1" monochrome />),
];

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('collectImageVariants', () => {
  it('finds every variant of src, srcset and placeholder styles, once each', () => {
    const variants = collectImageVariants(pages[0] ?? '');
    const urls = new Set(
      [...(pages[0] ?? '').matchAll(/\/_img\/[^\s",)&]+/g)].map(([url]) => decodeURIComponent(url.slice(6))),
    );
    expect(new Set(variants.map((variant) => variant.file))).toEqual(urls);
    expect(variants.filter((variant) => variant.blur === 3)).toHaveLength(2);
    expect(
      variants.some((variant) => variant.source === 'portrait.jpg' && variant.width === 800 && variant.height === 1000),
    ).toBe(true);
  });

  it('ignores malformed and foreign names', () => {
    expect(collectImageVariants('<img src="/_img/x.webp"><img src="/_img/a.jpg_1x1_fp0.5_0.5_q100-z.png">')).toEqual(
      [],
    );
  });
});

describe('produceImageVariants', () => {
  it('writes each referenced variant once, and a second run with unchanged sources encodes nothing', async () => {
    const content = await tempContent({
      'hero.jpg': await markedImage(1600, 900, { x: 0.3, y: 0.6 }),
      'portrait.jpg': await markedImage(800, 1000, { x: 0.3, y: 0.6 }),
    });
    cleanup = content.cleanup;
    const variants = pages.flatMap(collectImageVariants);
    const unique = new Set(variants.map((variant) => variant.file));

    const first = await produceImageVariants({ ...content, variants });
    expect(first).toMatchObject({ files: unique.size, encoded: unique.size, reused: 0 });
    const written = await readdir(join(content.outDir, '_img'));
    expect(new Set(written)).toEqual(unique);
    for (const variant of variants.slice(0, 3)) {
      const { width, height, format } = await sharp(join(content.outDir, '_img', variant.file)).metadata();
      expect({ width, height, format }).toEqual({ width: variant.width, height: variant.height, format: 'webp' });
    }

    const second = await produceImageVariants({ ...content, outDir: join(content.root, 'out-2'), variants });
    expect(second).toMatchObject({ files: unique.size, encoded: 0, reused: unique.size, bytes: first.bytes });
    console.log(
      `[images] ${unique.size} variants: first run ${first.seconds.toFixed(2)} s (${first.encoded} encoded), ` +
        `second run ${second.seconds.toFixed(2)} s (${second.reused} reused), ${(first.bytes / 1024).toFixed(0)} KiB`,
    );
  });

  it('encodes again only the variants of an upload whose content changed', async () => {
    const content = await tempContent({
      'hero.jpg': await markedImage(1600, 900, { x: 0.3, y: 0.6 }),
      'portrait.jpg': await markedImage(800, 1000, { x: 0.3, y: 0.6 }),
    });
    cleanup = content.cleanup;
    const variants = pages.flatMap(collectImageVariants);
    await produceImageVariants({ ...content, variants });
    await writeFile(
      join(content.contentDir, 'uploads', 'portrait.jpg'),
      await markedImage(800, 1000, { x: 0.7, y: 0.2 }),
    );
    const again = await produceImageVariants({ ...content, variants });
    const portraitFiles = new Set(
      variants.filter((variant) => variant.source === 'portrait.jpg').map((variant) => variant.file),
    );
    expect(again.encoded).toBe(portraitFiles.size);
    expect(again.reused).toBe(again.files - portraitFiles.size);
  });

  it('encodes again at another IMAGE_WEBP_EFFORT rather than serving a variant compressed at the old one', async () => {
    const content = await tempContent({ 'hero.jpg': await markedImage(1600, 900, { x: 0.3, y: 0.6 }) });
    cleanup = content.cleanup;
    const variants = pages.flatMap(collectImageVariants).filter((variant) => variant.source === 'hero.jpg');
    const fast = await produceImageVariants({ ...content, variants, effort: 0 });
    const thorough = await produceImageVariants({ ...content, variants, effort: 6 });
    expect(fast.encoded).toBeGreaterThan(0);
    expect(thorough).toMatchObject({ encoded: fast.encoded, reused: 0 });
    expect(thorough.bytes).toBeLessThan(fast.bytes);
  });

  it('fails on a variant whose upload is missing', async () => {
    const content = await tempContent({});
    cleanup = content.cleanup;
    await expect(
      produceImageVariants({ ...content, variants: collectImageVariants(pages[1] ?? '') }),
    ).rejects.toBeInstanceOf(MissingImageSourceError);
  });
});

describe('createVariantCollector', () => {
  it('reports each variant of many pages once, from the first page that references it', () => {
    const a = '/_img/photo_320x180_fp0.5_0.5_q100-abc.webp';
    const b = '/_img/photo_640x360_fp0.5_0.5_q100-abc.webp';
    const collector = createVariantCollector();
    expect(collector.newVariants(`<img src="${a}" srcset="${a} 1x, ${b} 2x">`).map((variant) => variant.width)).toEqual(
      [320, 640],
    );
    expect(collector.newVariants(`<img src="${b}"><img src="/_img/x.webp">`)).toEqual([]);
    expect(
      collector.newVariants(`<img src="${a.replace('320x180', '256x144')}">`).map((variant) => variant.width),
    ).toEqual([256]);
  });
});
