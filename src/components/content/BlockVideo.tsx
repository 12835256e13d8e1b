import { lazy, Suspense } from 'react';
import type { ImageFragment } from '../../content-model/generated/content-documents.js';
import { useT } from '../site-context.js';
import { videoAspectRatio } from '../video/video-aspect-ratio.js';

/**
 * The player is its own chunk in the browser, loaded only by pages that show a video (few do; hls.js stays a further
 * chunk behind it). The server imports it up front (top-level await, removed from the client bundle), so the
 * prerendered HTML holds the player and hydration keeps it while the chunk loads.
 */
const Video = import.meta.env.SSR
  ? (await import('../video/Video.js')).Video
  : lazy(() => import('../video/Video.js').then((module) => ({ default: module.Video })));

/** A video block's player, with its controls labelled in the page's language. */
export function BlockVideo({ media }: { media: ImageFragment }) {
  const t = useT();
  const placeholder = <span style={{ display: 'block', aspectRatio: videoAspectRatio(media) }} />;
  return (
    <Suspense fallback={placeholder}>
      <Video media={media} labels={{ play: t('video.play'), pause: t('video.pause') }} />
    </Suspense>
  );
}
