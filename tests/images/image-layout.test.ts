import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_ASPECT_RATIO, SCREEN_SIZES } from '../../src/images/image-config.js';
import { imageLayout } from '../../src/images/image-layout.js';
import { parseVariantFile } from '../../src/images/image-variant.js';
import type { ImageSource } from '../../src/images/image-source.js';

const hero: ImageSource = {
  url: '/uploads/hero.jpg',
  width: 1600,
  height: 900,
  format: 'jpg',
  focalPoint: { x: 0.7, y: 0.3 },
  md5: 'abc',
  blurUpThumb: 'data:image/jpeg;base64,BLUR',
  responsiveImage: { base64: 'data:image/jpeg;base64,BASE64' },
};

/** The srcset entries as [variant, descriptor width]. */
function entries(srcSet: string | undefined) {
  return (srcSet ?? '').split(', ').map((entry) => {
    const [url = '', descriptor = ''] = entry.split(' ');
    return [parseVariantFile(decodeURIComponent(url.replace('/_img/', ''))), Number.parseInt(descriptor, 10)] as const;
  });
}

describe('imageLayout', () => {
  it('crops to 16:9 on the focal point by default, over the screen widths up to the source width', () => {
    const layout = imageLayout(hero);
    const list = entries(layout.srcSet);
    expect(list.map(([, width]) => width)).toEqual([320, 640, 960, 1024, 1280, 1440, 1536, 1600]);
    for (const [variant, width] of list) {
      expect(variant).toMatchObject({ source: 'hero.jpg', width, height: Math.round((width * 9) / 16), quality: 100 });
      expect(variant?.focalPoint).toEqual({ x: 0.7, y: 0.3 });
    }
    expect(layout).toMatchObject({
      sizes: '100vw',
      width: 1600,
      height: 900,
      aspectRatio: 16 / 9,
      position: '70% 30%',
    });
    expect(parseVariantFile(decodeURIComponent(layout.src.replace('/_img/', '')))?.width).toBe(1024);
  });

  it('never upscales: an aspect ratio taller than the source narrows the widest source', () => {
    const list = entries(imageLayout(hero, { ar: '1:1' }).srcSet);
    expect(list.map(([, width]) => width)).toEqual([320, 640, 900]);
    expect(list.at(-1)?.[0]).toMatchObject({ width: 900, height: 900 });
  });

  it('keeps the image shape with ar auto', () => {
    const portrait = { ...hero, width: 800, height: 1000 };
    const layout = imageLayout(portrait, { ar: 'auto' });
    expect(layout.aspectRatio).toBe(0.8);
    expect(entries(layout.srcSet).at(-1)?.[0]).toMatchObject({ width: 800, height: 1000 });
  });

  it('converts screen-keyed sizes and bounds the srcset by them', () => {
    const layout = imageLayout(hero, { sizes: 'xs:100vw md:400' });
    expect(layout.sizes).toBe('(max-width: 960px) 100vw, 400px');
    expect(entries(layout.srcSet).map(([, width]) => width)).toEqual([320, 640, 960, 1024, 1280, 1440, 1536, 1600]);
    expect(entries(imageLayout(hero, { sizes: 'xs:100vw sm:300' }).srcSet).map(([, width]) => width)).toEqual([
      320, 640, 960, 1024, 1280,
    ]);
    expect(imageLayout(hero, { sizes: SCREEN_SIZES }).sizes).toContain('(max-width: 640px) 100vw');
  });

  it('uses the fallback widths, and reserves the placeholder ratio, when the size is unknown', () => {
    const unknown = { ...hero, width: null, height: null };
    const layout = imageLayout(unknown, { ar: 'auto' });
    expect(layout.aspectRatio).toBe(PLACEHOLDER_ASPECT_RATIO);
    expect(entries(layout.srcSet).map(([, width]) => width)).toEqual([256, 317, 640]);
    expect(imageLayout(unknown).aspectRatio).toBe(16 / 9);
  });

  it("takes the API's blurred thumbnail as placeholder, else a 10x10 q50 blur 3 variant", () => {
    expect(imageLayout(hero).placeholder).toBe('data:image/jpeg;base64,BASE64');
    expect(imageLayout({ ...hero, responsiveImage: null }).placeholder).toBe('data:image/jpeg;base64,BLUR');
    const url = imageLayout({ ...hero, responsiveImage: null, blurUpThumb: null }).placeholder ?? '';
    expect(parseVariantFile(decodeURIComponent(url.replace('/_img/', '')))).toMatchObject({
      width: 10,
      height: 10,
      quality: 50,
      blur: 3,
    });
  });

  it('builds CDN URLs for remote images', () => {
    const layout = imageLayout({ ...hero, url: 'https://www.datocms-assets.com/1/hero.jpg' });
    const first = new URL(layout.srcSet?.split(' ')[0] ?? '');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      auto: 'format',
      crop: 'focalpoint',
      fit: 'crop',
      fm: 'webp',
      'fp-x': '0.7',
      'fp-y': '0.3',
      h: '180',
      q: '100',
      w: '320',
    });
  });

  it('serves vector images as they are', () => {
    const layout = imageLayout(
      { ...hero, url: '/uploads/logo.svg', format: 'svg', width: 200, height: 100 },
      { ar: 'auto' },
    );
    expect(layout).toMatchObject({
      src: '/uploads/logo.svg',
      srcSet: undefined,
      sizes: undefined,
      width: 200,
      height: 100,
    });
  });
  it('gives an image the layout of its own inputs even after a layout of the same upload with others', () => {
    const first = imageLayout(hero);
    const moved = imageLayout({ ...hero, focalPoint: { x: 0.2, y: 0.8 } });
    const replaced = imageLayout({ ...hero, md5: 'def' });
    const otherThumb = imageLayout({ ...hero, responsiveImage: { base64: 'data:image/jpeg;base64,OTHER' } });
    expect(moved.position).toBe('20% 80%');
    expect(entries(moved.srcSet)[0]?.[0]?.focalPoint).toEqual({ x: 0.2, y: 0.8 });
    expect(replaced.src).not.toBe(first.src);
    expect(otherThumb.placeholder).toBe('data:image/jpeg;base64,OTHER');
    expect(imageLayout({ ...hero })).toEqual(first);
    expect(imageLayout(hero, { sizes: '50vw' }).sizes).toBe('50vw');
  });
});
