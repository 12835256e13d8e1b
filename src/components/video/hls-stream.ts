/** A video's HLS stream once attached: `startLoad` fetches it (for a video that was not set to load at once). */
export interface HlsStream {
  startLoad(): void;
  destroy(): void;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Back to the `<source>` children (the MP4), resuming playback if it was asked for. */
function fallBackToSources(video: HTMLVideoElement): void {
  const resume = !video.paused;
  video.removeAttribute('src');
  video.load();
  if (resume) video.play().catch(() => {});
}

/**
 * Plays `streamUrl` (HLS) in `video`: natively where the browser can (Safari), else through hls.js, loaded here on
 * demand (its own chunk, the light build). Where neither works, or when the stream fails, the video keeps its MP4 `<source>`.
 */
export async function attachHlsStream(
  video: HTMLVideoElement,
  streamUrl: string,
  loadNow: boolean,
): Promise<HlsStream> {
  if (video.canPlayType(HLS_TYPE)) {
    const onError = () => fallBackToSources(video);
    video.addEventListener('error', onError, { once: true });
    video.src = streamUrl;
    return {
      startLoad: () => {},
      destroy: () => {
        video.removeEventListener('error', onError);
        fallBackToSources(video);
      },
    };
  }
  // The light build: the site's videos carry no subtitles, alternate audio or DRM, and it weighs about a third less.
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) return { startLoad: () => {}, destroy: () => {} };
  const hls = new Hls({ autoStartLoad: loadNow, capLevelToPlayerSize: true });
  let loading = loadNow;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    hls.destroy();
    fallBackToSources(video);
  });
  hls.loadSource(streamUrl);
  hls.attachMedia(video);
  return {
    startLoad: () => {
      if (!loading) hls.startLoad();
      loading = true;
    },
    destroy: () => hls.destroy(),
  };
}
