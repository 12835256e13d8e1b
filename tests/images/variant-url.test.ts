import { describe, expect, it } from 'vitest';
import { cdnUrl } from '../../src/images/cdn-url.js';
import { parseVariantFile, variantFile, type VariantSpec } from '../../src/images/image-variant.js';
import type { ImageSource } from '../../src/images/image-source.js';
import { variantUrl } from '../../src/images/variant-url.js';

const spec: VariantSpec = { width: 640, height: 360, focalPoint: { x: 0.78, y: 0.57 }, quality: 100, blur: 0 };

const image = (url: string, extra: Partial<ImageSource> = {}): ImageSource => ({
  url,
  width: 1600,
  height: 900,
  format: 'jpg',
  focalPoint: { x: 0.78, y: 0.57 },
  ...extra,
});

describe('CDN URLs', () => {
  it('carry auto format, size, focal-point crop, format and quality, keys sorted like DatoCMS', () => {
    expect(variantUrl(image('https://www.datocms-assets.com/1/1700000000-photo.jpg'), spec)).toBe(
      'https://www.datocms-assets.com/1/1700000000-photo.jpg' +
        '?auto=format&crop=focalpoint&fit=crop&fm=webp&fp-x=0.78&fp-y=0.57&h=360&q=100&w=640',
    );
  });

  it('add blur for placeholders and round focal points to 4 decimals', () => {
    const url = variantUrl(image('https://cdn.example/a.png'), { ...spec, blur: 3, focalPoint: { x: 1 / 3, y: 1.2 } });
    expect(new URL(url).searchParams.get('blur')).toBe('3');
    expect(new URL(url).searchParams.get('fp-x')).toBe('0.3333');
    expect(new URL(url).searchParams.get('fp-y')).toBe('1');
  });

  it('merge with a query the URL already has (ours win)', () => {
    expect(cdnUrl('https://cdn.example/a.jpg?w=10&dpr=2', { w: 640, auto: 'format,compress' })).toBe(
      'https://cdn.example/a.jpg?auto=format,compress&dpr=2&w=640',
    );
  });
});

describe('local variant URLs', () => {
  it('name a file under /_img/ with every parameter and a hash', () => {
    const url = variantUrl(image('/uploads/hero-montreal.jpg'), spec);
    expect(url).toMatch(/^\/_img\/hero-montreal\.jpg_640x360_fp0\.78_0\.57_q100-[0-9a-z]+\.webp$/);
    expect(parseVariantFile(decodeURIComponent(url.slice('/_img/'.length)))).toEqual({
      file: decodeURIComponent(url.slice('/_img/'.length)),
      source: 'hero-montreal.jpg',
      ...spec,
    });
  });

  it('change name when the upload content (md5) changes, not otherwise', () => {
    const a = variantUrl(image('/uploads/a.jpg', { md5: 'aaa' }), spec);
    expect(variantUrl(image('/uploads/a.jpg', { md5: 'aaa' }), spec)).toBe(a);
    expect(variantUrl(image('/uploads/a.jpg', { md5: 'bbb' }), spec)).not.toBe(a);
    expect(
      variantUrl(image('/uploads/a.jpg', { md5: null, blurUpThumb: 'data:image/jpeg;base64,AAA' }), spec),
    ).not.toBe(a);
  });

  it('percent-encode unusual upload names so HTML and CSS need no escaping', () => {
    const url = variantUrl(image("/uploads/l'%C3%A9quipe%20(1).jpg"), spec);
    expect(url).toMatch(/^\/_img\/[A-Za-z0-9._~%-]+$/);
    expect(parseVariantFile(decodeURIComponent(url.slice('/_img/'.length)))?.source).toBe("l'équipe (1).jpg");
  });

  it('leave vector images, other hosts and relative paths as they are', () => {
    expect(variantUrl(image('/uploads/logo.svg', { format: 'svg' }), spec)).toBe('/uploads/logo.svg');
    expect(variantUrl(image('/static/a.jpg'), spec)).toBe('/static/a.jpg');
  });
});

describe('variant file names', () => {
  it('round-trip with blur', () => {
    const file = variantFile('a_b.jpg', { ...spec, blur: 3 }, 'v1');
    expect(file).toMatch(/^a_b\.jpg_640x360_fp0\.78_0\.57_q100_blur3-[0-9a-z]+\.webp$/);
    expect(parseVariantFile(file)).toMatchObject({ source: 'a_b.jpg', blur: 3, width: 640 });
  });

  it.each([
    'hero.jpg_640x360_fp0.5_0.5_q100.webp',
    '../x.jpg_640x360_fp0.5_0.5_q100-abc.webp',
    '.env_640x360_fp0.5_0.5_q100-abc.webp',
    'a.jpg_0x360_fp0.5_0.5_q100-abc.webp',
    'a.jpg_99999x360_fp0.5_0.5_q100-abc.webp',
    'a.jpg_640x360_fp1.5_0.5_q100-abc.webp',
    'a.jpg_640x360_fp0.5_0.5_q101-abc.webp',
    'a.jpg_640x360_fp0.5_0.5_q100-abc.png',
  ])('refuse %s', (file) => {
    expect(parseVariantFile(file)).toBeNull();
  });
});
