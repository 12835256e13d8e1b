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
  it('renders a lazy, responsive image: its box reserved, its placeholder shown, its sources for the script and a copy without JavaScript', () => {
    const html = renderToString(<Image image={hero} />);
    const element = img(html);
    expect(element).toHaveLength(1);
    expect(element.attr('loading')).toBe('lazy');
    expect(element.attr('decoding')).toBe('async');
    expect(element.attr('fetchpriority')).toBeUndefined();
    expect(element.attr('alt')).toBe('Montréal au crépuscule');
    expect(element.attr('sizes')).toBeUndefined();
    expect(element.attr('data-sizes')).toBe('100vw');
    expect(element.attr('src')).toBe('data:image/jpeg;base64,BLUR');
    expect(element.attr('srcset')).toBeUndefined();
    expect(element.attr('data-srcset')?.split(', ')).toHaveLength(8);
    expect(element.attr('data-src')).toMatch(/^\/_img\/hero\.jpg_1024x576_/);
    expect([element.attr('width'), element.attr('height')]).toEqual(['1600', '900']);
    const style = element.attr('style') ?? '';
    expect(style).toContain('aspect-ratio:1.7777777777777777');
    expect(style).toContain('background-image:url("data:image/jpeg;base64,BLUR")');
    expect(style).toContain('object-position:70% 30%');
    expect(element.attr('data-loaded')).toBeUndefined();

    const withoutScript = load(load(html)('noscript').html() ?? '')('img');
    expect(withoutScript.attr('src')).toBe(element.attr('data-src'));
    expect(withoutScript.attr('srcset')).toBe(element.attr('data-srcset'));
    expect(withoutScript.attr('sizes')).toBe('100vw');
    expect(withoutScript.attr('loading')).toBe('lazy');
    expect(withoutScript.attr('alt')).toBe('Montréal au crépuscule');
    expect(withoutScript.attr('style')).not.toContain('background-image');
  });

  it('loads the priority image at once with high fetch priority, and React preloads it', () => {
    const html = renderToString(
      <html lang="fr-CA">
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
    expect(element.attr('data-srcset')).toMatch(/ 256w, .* 317w, .* 640w$/);
  });
});
