import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Video, type ContentVideo } from '../../src/components/video/Video.js';

const media: ContentVideo = {
  alt: 'Visite des bureaux',
  width: 1280,
  height: 720,
  video: { muxPlaybackId: 'abc123', mp4Url: '/uploads/tour.mp4', streamingUrl: 'https://stream.mux.com/abc123.m3u8' },
};
const labels = { play: 'Lire la vidéo', pause: 'Mettre la vidéo en pause' };

describe('<Video> server markup', () => {
  it('works without JavaScript: native controls over the MP4, with a poster, loading nothing up front', () => {
    const $ = load(renderToString(<Video media={media} labels={labels} autoplay />));
    const video = $('video');
    expect(video.attr('controls')).toBeDefined();
    expect(video.attr('preload')).toBe('none');
    expect(video.attr('autoplay')).toBeUndefined();
    expect(video.attr('poster')).toBe('https://image.mux.com/abc123/thumbnail.webp');
    expect(video.attr('aria-label')).toBe('Visite des bureaux');
    expect($('video source').attr('src')).toBe('/uploads/tour.mp4');
    expect($('video source').attr('type')).toBe('video/mp4');
    expect($('button')).toHaveLength(0);
    expect($('span').attr('style')).toContain('aspect-ratio:1280 / 720');
  });

  it('renders nothing without a stream or a file', () => {
    expect(renderToString(<Video media={{ ...media, video: null }} labels={labels} />)).toBe('');
  });
});
