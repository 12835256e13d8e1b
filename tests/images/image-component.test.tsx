import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image, type ContentImage } from '../../src/components/image/Image.js';

const hero: ContentImage = {
  url: '/uploads/hero.jpg',
  alt: 'Montréal au crépuscule',
  width: 1600,
  height: 900,
  format: 'jpg',
  focalPoint: { x: 0.7, y: 0.3 },
  blurUpThumb: 'data:image/jpeg;base64,BLUR',
  responsiveImage: null,
};

const img = (html: string) => load(html)('img');

describe('<Image>', () => {
  it('renders a lazy, responsive image with its box reserved and a blurred placeholder', () => {
    const element = img(renderToString(<Image image={hero} />));
    expect(element.attr('loading')).toBe('lazy');
    expect(element.attr('decoding')).toBe('async');
    expect(element.attr('fetchpriority')).toBeUndefined();
    expect(element.attr('alt')).toBe('Montréal au crépuscule');
    expect(element.attr('sizes')).toBe('100vw');
    expect(element.attr('srcset')?.split(', ')).toHaveLength(8);
    expect(element.attr('src')).toMatch(/^\/_img\/hero\.jpg_1024x576_/);
    expect([element.attr('width'), element.attr('height')]).toEqual(['1600', '900']);
    const style = element.attr('style') ?? '';
    expect(style).toContain('aspect-ratio:1.7777777777777777');
    expect(style).toContain('background-image:url("data:image/jpeg;base64,BLUR")');
    expect(style).toContain('object-position:70% 30%');
    expect(element.attr('data-loaded')).toBeUndefined();
  });

  it('loads the priority image at once with high fetch priority, and React preloads it', () => {
    const html = renderToString(
      <html>
        <head />
        <body>
          <Image image={hero} priority sizes="xs:100vw lg:50vw" />
        </body>
      </html>,
    );
    const element = img(html);
    expect(element.attr('loading')).toBe('eager');
    expect(element.attr('fetchpriority')).toBe('high');
    expect(element.attr('sizes')).toBe('(max-width: 1024px) 100vw, 50vw');
    const preload = load(html)('link[rel="preload"][as="image"]');
    expect(preload.attr('imagesrcset')).toBe(element.attr('srcset'));
    expect(preload.attr('fetchpriority')).toBe('high');
  });

  it('reserves the placeholder ratio for an image of unknown size, and takes alt, cover and monochrome options', () => {
    const element = img(
      renderToString(<Image image={{ ...hero, width: null, height: null }} ar="auto" alt="" cover monochrome />),
    );
    const style = element.attr('style') ?? '';
    expect(element.attr('alt')).toBe('');
    expect(style).toContain('position:absolute');
    expect(style).toContain('inset:0');
    expect(style).toContain('filter:grayscale(1)');
    expect(Number(element.attr('width')) / Number(element.attr('height'))).toBeCloseTo(0.8019, 2);
    expect(element.attr('srcset')).toMatch(/ 256w, .* 317w, .* 640w$/);
  });
});
