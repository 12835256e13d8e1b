import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZES, SCREEN_SIZES } from '../../src/images/image-config.js';
import { largestSlot, parseScreenSizes, toSizesAttribute } from '../../src/images/screen-sizes.js';

describe('toSizesAttribute', () => {
  it('keeps the default 100vw', () => {
    expect(toSizesAttribute(DEFAULT_SIZES)).toBe('100vw');
  });

  it("converts the specification's preset with the screen widths, mobile first ('s' is not a screen)", () => {
    expect(toSizesAttribute(SCREEN_SIZES)).toBe(
      '(max-width: 640px) 100vw, (max-width: 960px) 1024px, (max-width: 1024px) 1280px, ' +
        '(max-width: 1280px) 1440px, (max-width: 1440px) 1920px, 2400px',
    );
  });

  it.each([
    ['xs:100vw md:50vw', '(max-width: 960px) 100vw, 50vw'],
    ['100vw lg:400', '(max-width: 1024px) 100vw, 400px'],
    ['lg:400px sm:50vw', '(max-width: 1024px) 50vw, 400px'],
    [
      'xxl:33vw 2xl:50vw 3xl:25vw 4xl:20vw',
      '(max-width: 1536px) 50vw, (max-width: 1680px) 33vw, (max-width: 1920px) 25vw, 20vw',
    ],
    ['700:80vw 300px', '(max-width: 700px) 300px, 80vw'],
    ['sm:auto', '100vw'],
  ])('%s -> %s', (sizes, expected) => {
    expect(toSizesAttribute(sizes)).toBe(expected);
  });

  it('passes a real sizes attribute through', () => {
    const raw = '(max-width: 600px) 100vw, 50vw';
    expect(toSizesAttribute(raw)).toBe(raw);
    expect(parseScreenSizes(raw)).toBeNull();
  });
});

describe('largestSlot', () => {
  it.each([
    ['100vw', null],
    [SCREEN_SIZES, 2400],
    ['xs:100vw md:400', 960],
    ['sm:50vw lg:300', 512],
    ['(max-width: 600px) 100vw, 50vw', null],
  ])('%s -> %s', (sizes, expected) => {
    expect(largestSlot(sizes)).toBe(expected);
  });
});
