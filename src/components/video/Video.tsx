import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { attachHlsStream, type HlsStream } from './hls-stream.js';
import { PlayPauseIcon } from './PlayPauseIcon.js';
import { useOnScreen } from './use-on-screen.js';
import { useReducedMotion } from './use-reduced-motion.js';
import { videoAspectRatio } from './video-aspect-ratio.js';

/** A video upload (`ImageData` with its `video`): Mux playback id, MP4 rendition, HLS stream. */
export interface ContentVideo {
  alt: string | null;
  width: number | null;
  height: number | null;
  video: { muxPlaybackId: string; mp4Url: string | null; streamingUrl?: string | null } | null;
}

export interface VideoProps {
  media: ContentVideo;
  /** Accessible names of the play/pause button, in the page's language. */
  labels: { play: string; pause: string };
  /** Plays muted and looping while on screen, unless the reader prefers reduced motion (then it waits for play). */
  autoplay?: boolean;
  /** Poster image URL; default the Mux thumbnail. */
  poster?: string;
  className?: string;
}

const videoStyle: CSSProperties = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' };

const buttonStyle: CSSProperties = {
  position: 'absolute',
  left: '0.75rem',
  bottom: '0.75rem',
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 0,
  borderRadius: '50%',
  color: '#fff',
  background: 'rgb(0 0 0 / 0.6)',
  cursor: 'pointer',
};

/**
 * A content video. Without JavaScript: a native `<video controls>` over its MP4. Once hydrated: a play/pause
 * button (keyboard accessible, labelled from `labels`) replaces the native controls, and the Mux HLS stream is
 * attached when the video comes on screen or is played (hls.js is loaded only then; Safari plays HLS natively), the
 * MP4 staying the fallback.
 */
export function Video({ media, labels, autoplay = false, poster, className }: VideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<Promise<HlsStream> | null>(null);
  const pausedByReader = useRef(false);
  const [enhanced, setEnhanced] = useState(false);
  const [playing, setPlaying] = useState(false);
  const onScreen = useOnScreen(videoRef);
  const reducedMotion = useReducedMotion();
  const autoplaying = autoplay && !reducedMotion;
  const playbackId = media.video?.muxPlaybackId;
  const streamUrl = media.video?.streamingUrl ?? (playbackId ? `https://stream.mux.com/${playbackId}.m3u8` : null);
  const mp4Url = media.video?.mp4Url ?? null;

  const stream = useCallback(
    (loadNow: boolean): Promise<HlsStream> | null => {
      const video = videoRef.current;
      if (!video || !streamUrl) return null;
      streamRef.current ??= attachHlsStream(video, streamUrl, loadNow);
      return streamRef.current;
    },
    [streamUrl],
  );

  const play = useCallback(async () => {
    (await stream(true))?.startLoad();
    await videoRef.current?.play().catch(() => {});
  }, [stream]);

  useEffect(() => setEnhanced(true), []);
  // The stream of a source is destroyed when the source changes or the video goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies(streamUrl): the cleanup must run when the source changes
  useEffect(
    () => () => {
      void streamRef.current?.then((attached) => attached.destroy());
      streamRef.current = null;
    },
    [streamUrl],
  );
  useEffect(() => {
    const video = videoRef.current;
    if (!onScreen || !video) {
      if (autoplaying) video?.pause();
      return;
    }
    void stream(autoplaying);
    if (autoplaying && !pausedByReader.current) {
      video.muted = true;
      void play();
    }
  }, [onScreen, autoplaying, stream, play]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    pausedByReader.current = !video.paused;
    if (video.paused) void play();
    else video.pause();
  };

  if (!streamUrl && !mp4Url) return null;
  return (
    <span
      className={className}
      style={{ display: 'block', position: 'relative', aspectRatio: videoAspectRatio(media) }}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the content model has no caption track; the upload's alt names the video */}
      <video
        ref={videoRef}
        style={videoStyle}
        width={media.width ?? undefined}
        height={media.height ?? undefined}
        poster={poster ?? (playbackId ? `https://image.mux.com/${playbackId}/thumbnail.webp` : undefined)}
        preload="none"
        playsInline
        loop={autoplaying}
        controls={!enhanced}
        aria-label={media.alt ?? undefined}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onClick={enhanced ? toggle : undefined}
      >
        {mp4Url ? <source src={mp4Url} type="video/mp4" /> : null}
      </video>
      {enhanced ? (
        <button type="button" style={buttonStyle} aria-label={playing ? labels.pause : labels.play} onClick={toggle}>
          <PlayPauseIcon playing={playing} />
        </button>
      ) : null}
    </span>
  );
}
