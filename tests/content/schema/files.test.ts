import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { outputSize } from '../../../src/content-service/schema/imgix-geometry.js';
import { cropWindow } from '../../../src/images/image-geometry.js';
import { uploadUrl } from '../../../src/content-service/schema/imgix-url.js';
import type { StoredUpload } from '../../../src/content-service/store/content-store.js';
import { uploadId } from '../../support/content-ids.js';
import { fixtureStore, query } from './content-query.js';

const HERO = '/uploads/hero-montreal.jpg';

async function hero(): Promise<StoredUpload> {
  const upload = (await fixtureStore()).uploads.get(uploadId('hero-montreal'));
  if (!upload) throw new Error('missing fixture upload');
  return upload;
}

/** Decodes a `data:image/jpeg;base64,…` URI and returns its format and size. */
async function decodeDataUri(uri: unknown): Promise<{ format?: string; width?: number; height?: number }> {
  expect(typeof uri).toBe('string');
  const match = /^data:image\/jpeg;base64,(.+)$/.exec(String(uri));
  expect(match).not.toBeNull();
  const { format, width, height } = await sharp(Buffer.from(match?.[1] ?? '', 'base64')).metadata();
  return { format, width, height };
}

describe('upload URLs', () => {
  it('append the imgix parameters sorted, hyphenated and comma-joined', async () => {
    expect(uploadUrl('/uploads', await hero())).toBe(HERO);
    expect(
      uploadUrl('https://cdn.example.com/assets/', await hero(), {
        w: 800,
        auto: ['format', 'compress'],
        fm: 'webp',
        ar: '16:9',
        q: 60,
      }),
    ).toBe('https://cdn.example.com/assets/hero-montreal.jpg?ar=16%3A9&auto=format,compress&fm=webp&q=60&w=800');
  });

  it('add crop=focalpoint and the focal point with fit=crop and a target shape, as DatoCMS does', async () => {
    const upload = await hero();
    expect(uploadUrl('/uploads', upload, { w: 600, h: 300, fit: 'crop' })).toBe(
      `${HERO}?crop=focalpoint&fit=crop&fp-x=0.7&fp-y=0.3&h=300&w=600`,
    );
    expect(uploadUrl('/uploads', upload, { w: 600, ar: '1:1', fit: 'crop' })).toBe(
      `${HERO}?ar=1%3A1&crop=focalpoint&fit=crop&fp-x=0.7&fp-y=0.3&w=600`,
    );
    expect(uploadUrl('/uploads', upload, { w: 600, h: 300, fit: 'crop', fpX: 0.2 })).toBe(
      `${HERO}?crop=focalpoint&fit=crop&fp-x=0.2&fp-y=0.3&h=300&w=600`,
    );
    expect(uploadUrl('/uploads', upload, { w: 600, h: 300, fit: 'crop', crop: ['faces'] })).toBe(
      `${HERO}?crop=faces&fit=crop&h=300&w=600`,
    );
    expect(uploadUrl('/uploads', upload, { w: 600, fit: 'crop' })).toBe(`${HERO}?fit=crop&w=600`);
    expect(uploadUrl('/uploads', upload, { w: 600, h: 300, fit: 'max' })).toBe(`${HERO}?fit=max&h=300&w=600`);
  });

  it('are served by FileField.url, with a configurable base', async () => {
    expect(
      await query(
        '{ pageHome { heroImage { url plain: url(imgixParams: { w: 300, h: 200, fit: crop, auto: format }) } } }',
      ),
    ).toEqual({
      pageHome: {
        heroImage: { url: HERO, plain: `${HERO}?auto=format&crop=focalpoint&fit=crop&fp-x=0.7&fp-y=0.3&h=200&w=300` },
      },
    });
    expect(
      await query('{ pageHome { heroImage { url } } }', { uploadsBaseUrl: 'http://127.0.0.1:4100/uploads/' }),
    ).toEqual({
      pageHome: { heroImage: { url: 'http://127.0.0.1:4100/uploads/hero-montreal.jpg' } },
    });
  });
});

describe('image geometry', () => {
  const original = { width: 960, height: 640 };

  it('computes the output size of imgix resizing', () => {
    expect(outputSize(original, {})).toEqual(original);
    expect(outputSize(original, { w: 480 })).toEqual({ width: 480, height: 320 });
    expect(outputSize(original, { h: 320 })).toEqual({ width: 480, height: 320 });
    expect(outputSize(original, { w: 400, h: 400, fit: 'crop' })).toEqual({ width: 400, height: 400 });
    expect(outputSize(original, { w: 400, h: 400 })).toEqual({ width: 400, height: 267 });
    expect(outputSize(original, { w: 800, ar: '16:9', fit: 'crop' })).toEqual({ width: 800, height: 450 });
    expect(outputSize(original, { ar: '1:1', fit: 'crop' })).toEqual({ width: 640, height: 640 });
    expect(outputSize(original, { w: 2000, fit: 'max' })).toEqual(original);
  });

  it('centres the crop window on the focal point, clamped to the edges', () => {
    expect(cropWindow(original, { width: 400, height: 400 }, { x: 0.6, y: 0.3 })).toEqual({
      left: 256,
      top: 0,
      width: 640,
      height: 640,
    });
    expect(cropWindow(original, { width: 400, height: 400 }, { x: 0.7, y: 0.3 })).toEqual({
      left: 320,
      top: 0,
      width: 640,
      height: 640,
    });
    expect(cropWindow(original, { width: 960, height: 320 }, { x: 0.5, y: 0.9 })).toEqual({
      left: 0,
      top: 320,
      width: 960,
      height: 320,
    });
    expect(cropWindow(original, { width: 300, height: 200 }, { x: 0.7, y: 0.3 }, 2)).toEqual({
      left: 432,
      top: 32,
      width: 480,
      height: 320,
    });
  });
});

describe('responsiveImage', () => {
  it('lists the srcSet multipliers up to the original width, and a webp variant', async () => {
    const base = `${HERO}?crop=focalpoint&fit=crop&fp-x=0.7&fp-y=0.3&h=300&w=400`;
    const data = await query(`{
      pageHome { heroImage { responsiveImage(imgixParams: { w: 400, h: 300, fit: crop }) { src srcSet webpSrcSet sizes width height aspectRatio alt title } } }
    }`);
    const at = (dpr: number): string => base.replace('&fit=', `&dpr=${dpr}&fit=`);
    const webp = (dpr: number): string => (dpr === 1 ? base : at(dpr)).replace('&fit=crop', '&fit=crop&fm=webp');
    expect(data).toEqual({
      pageHome: {
        heroImage: {
          responsiveImage: {
            src: base,
            srcSet: [
              `${at(0.25)} 100w`,
              `${at(0.5)} 200w`,
              `${at(0.75)} 300w`,
              `${base} 400w`,
              `${at(1.5)} 600w`,
              `${at(2)} 800w`,
            ].join(','),
            webpSrcSet: [
              `${webp(0.25)} 100w`,
              `${webp(0.5)} 200w`,
              `${webp(0.75)} 300w`,
              `${webp(1)} 400w`,
              `${webp(1.5)} 600w`,
              `${webp(2)} 800w`,
            ].join(','),
            sizes: '(max-width: 400px) 100vw, 400px',
            width: 400,
            height: 300,
            aspectRatio: 400 / 300,
            alt: 'Le centre-ville de Montréal au crépuscule',
            title: 'Montréal',
          },
        },
      },
    });
  });

  it('keeps the 1x entry of an image narrower than asked, takes custom sizes and the locale', async () => {
    expect(
      await query(`{
        singleEmployee(filter: { id: { eq: "emp-marie-tremblay" } }) {
          photo { responsiveImage(imgixParams: { w: 800 }, sizes: "50vw", locale: en_CA, fallbackLocales: [fr_CA]) { srcSet sizes width height alt } }
        }
      }`),
    ).toEqual({
      singleEmployee: {
        photo: {
          responsiveImage: {
            srcSet: [
              '/uploads/portrait-marie-tremblay.jpg?dpr=0.25&w=800 200w',
              '/uploads/portrait-marie-tremblay.jpg?dpr=0.5&w=800 400w',
              '/uploads/portrait-marie-tremblay.jpg?w=800 800w',
            ].join(','),
            sizes: '50vw',
            width: 800,
            height: 1000,
            alt: 'Portrait de Marie Tremblay',
          },
        },
      },
    });
  });

  it('has a real tiny blurred JPEG in base64 with the shape of the output, and a background colour', async () => {
    const data = await query(`{
      pageHome { heroImage {
        wide: responsiveImage(imgixParams: { w: 900, h: 300, fit: crop }) { base64 bgColor }
        square: responsiveImage(imgixParams: { w: 300, h: 300, fit: crop }) { base64 }
      } }
    }`);
    const image = (
      data as { pageHome: { heroImage: { wide: { base64: string; bgColor: string }; square: { base64: string } } } }
    ).pageHome.heroImage;
    expect(await decodeDataUri(image.wide.base64)).toEqual({ format: 'jpeg', width: 24, height: 8 });
    expect(await decodeDataUri(image.square.base64)).toEqual({ format: 'jpeg', width: 24, height: 24 });
    expect(image.wide.bgColor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('is null for files that are not images', async () => {
    expect(
      await query(
        '{ pageHome { body { blocks { ... on VideoBlockRecord { video { responsiveImage { src } blurUpThumb width } } } } } }',
      ),
    ).toEqual({
      pageHome: { body: { blocks: [{ video: { responsiveImage: null, blurUpThumb: null, width: 1920 } }] } },
    });
  });
});

describe('FileField', () => {
  it('gives the upload metadata and a blurUpThumb of the requested size', async () => {
    const store = await fixtureStore();
    const data = await query(`{
      pageHome { heroImage { id alt title width height format filename basename mimeType size md5 focalPoint { x y } customData
        blurUpThumb
        small: blurUpThumb(size: 10, quality: 40)
      } }
    }`);
    const { blurUpThumb, small, ...metadata } = (data as { pageHome: { heroImage: Record<string, unknown> } }).pageHome
      .heroImage;
    expect(metadata).toEqual({
      id: 'hero-montreal',
      alt: 'Le centre-ville de Montréal au crépuscule',
      title: 'Montréal',
      width: 960,
      height: 640,
      format: 'jpg',
      filename: 'hero-montreal.jpg',
      basename: 'hero-montreal',
      mimeType: 'image/jpeg',
      size: store.uploads.get(uploadId('hero-montreal'))?.size,
      md5: store.uploads.get(uploadId('hero-montreal'))?.md5,
      focalPoint: { x: 0.7, y: 0.3 },
      customData: {},
    });
    expect(await decodeDataUri(blurUpThumb)).toEqual({ format: 'jpeg', width: 24, height: 16 });
    expect(await decodeDataUri(small)).toEqual({ format: 'jpeg', width: 10, height: 7 });
  });

  it('gives the Mux data of a video', async () => {
    expect(
      await query(`{
        pageHome { body { blocks { ... on VideoBlockRecord { caption video { alt video {
          muxPlaybackId muxAssetId streamingUrl mp4Url high: mp4Url(res: high) thumbnailUrl png: thumbnailUrl(format: png) duration framerate width height
        } } } } } }
      }`),
    ).toEqual({
      pageHome: {
        body: {
          blocks: [
            {
              caption: 'Notre bureau',
              video: {
                alt: 'Visite du bureau de Montréal',
                video: {
                  muxPlaybackId: 'a4nOgmxGWg6gULfcBbAa00gXyfcwPnAFldF8RdsNyk8M',
                  muxAssetId: '01itgOBvgjAbES7Inwvu4kEBtsQ44HFL6',
                  streamingUrl: 'https://stream.mux.com/a4nOgmxGWg6gULfcBbAa00gXyfcwPnAFldF8RdsNyk8M.m3u8',
                  mp4Url: '/uploads/video-office-tour.mp4',
                  high: '/uploads/video-office-tour.mp4',
                  thumbnailUrl: 'https://image.mux.com/a4nOgmxGWg6gULfcBbAa00gXyfcwPnAFldF8RdsNyk8M/thumbnail.jpg',
                  png: 'https://image.mux.com/a4nOgmxGWg6gULfcBbAa00gXyfcwPnAFldF8RdsNyk8M/thumbnail.png',
                  duration: 42,
                  framerate: 30,
                  width: 1920,
                  height: 1080,
                },
              },
            },
          ],
        },
      },
    });
  });
});
