import type { ImageData } from '../../content/types/content-types.js';
import { useT } from '../site-context.js';
import { Video } from '../video/Video.js';

/** A video block's player, with its controls labelled in the page's language. */
export function BlockVideo({ media }: { media: ImageData }) {
  const t = useT();
  return <Video media={media} labels={{ play: t('video.play'), pause: t('video.pause') }} />;
}
