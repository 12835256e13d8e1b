import { useMemo, useRef, type CSSProperties } from 'react';
import { imageLayout, type ImageLayout } from '../../images/image-layout.js';
import type { ImageSource } from '../../images/image-source.js';
import { useImageLoaded } from './use-image-loaded.js';
import { useLazyImage } from './use-lazy-image.js';

/** A content image (`ImageData`, the `Image` fragment); `md5`, when queried, versions local variant names. */
export type ContentImage = ImageSource & { alt: string | null };

export interface ImageProps {
  image: ContentImage;
  /** Overrides the image's alt text; `''` marks the image decorative. */
  alt?: string;
  /** Aspect ratio `w:h` the image is cropped to on its focal point (default 16:9); `auto` keeps its own shape. */
  ar?: string;
  /** A `sizes` attribute or the screen-keyed form (`xs:100vw lg:50vw`, e.g. `SCREEN_SIZES`); default `100vw`. */
  sizes?: string;
  /** The largest image of the first viewport: loaded at once with high fetch priority (React preloads it). */
  priority?: boolean;
  /** Fills its positioned parent (`position: absolute; inset: 0`), cropped by `object-fit: cover`. */
  cover?: boolean;
  /** Shown in greyscale. */
  monochrome?: boolean;
  /** Moves with the scroll while motion is on (renderer/client/motion.ts); its parent must be a `.parallax-frame`. */
  parallax?: boolean;
  className?: string;
}

function imageStyle(
  layout: ImageLayout,
  { cover, monochrome, loaded }: { cover: boolean; monochrome: boolean; loaded: boolean },
): CSSProperties {
  return {
    display: 'block',
    objectFit: 'cover',
    objectPosition: layout.position,
    ...(cover
      ? { position: 'absolute', inset: 0, width: '100%', height: '100%' }
      : { width: '100%', height: 'auto', aspectRatio: String(layout.aspectRatio) }),
    ...(monochrome ? { filter: 'grayscale(1)' } : {}),
    ...(!loaded && layout.placeholder
      ? {
          backgroundImage: `url("${layout.placeholder}")`,
          backgroundPosition: layout.position,
          backgroundSize: 'cover',
          backgroundRepeat: 'no-repeat',
        }
      : {}),
  };
}

/** A transparent pixel: what a lazy image without a placeholder shows until it starts. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A content image: responsive webp sources cropped on its focal point, its box reserved before it loads (no layout
 * shift), a blurred placeholder until its load event (`data-loaded` then). The largest image of the first viewport
 * (`priority`) loads at once. Any other carries its sources in `data-src` / `data-srcset` / `data-sizes` and shows
 * its placeholder until the page's script starts it near the viewport (lazy-observer.ts, lazysizes' model, which the
 * specification's constants come from): unlike the browser's own lazy loading, which starts every image within
 * 1,250-2,500 px during the first layout, nothing below the fold shares the connection with the first screen.
 * Without JavaScript a `<noscript>` copy with the real sources and native lazy loading stands in (the placeholder
 * is hidden then: base.css).
 */
export function Image({
  image,
  alt,
  ar,
  sizes,
  priority = false,
  cover = false,
  monochrome = false,
  parallax = false,
  className,
}: ImageProps) {
  const layout = useMemo(() => imageLayout(image, { ar, sizes }), [image, ar, sizes]);
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, onLoad] = useImageLoaded(ref, layout.src);
  useLazyImage(ref, !priority, layout.src);
  const text = alt ?? image.alt ?? '';
  const shared = { className, width: layout.width, height: layout.height, alt: text };
  const live = {
    ...shared,
    ref,
    'data-loaded': loaded ? '' : undefined,
    'data-parallax': parallax ? '' : undefined,
    onLoad,
    style: imageStyle(layout, { cover, monochrome, loaded }),
  };
  if (priority) {
    return (
      // biome-ignore lint/a11y/useAltText: `alt` comes in the spread `live` props
      <img
        {...live}
        src={layout.src}
        srcSet={layout.srcSet}
        sizes={layout.sizes}
        loading="eager"
        fetchPriority="high"
      />
    );
  }
  return (
    <>
      {/* biome-ignore lint/a11y/useAltText: `alt` comes in the spread `live` props */}
      <img
        {...live}
        src={layout.placeholder ?? BLANK}
        data-src={layout.src}
        data-srcset={layout.srcSet}
        data-sizes={layout.sizes}
        loading="lazy"
        decoding="async"
      />
      <noscript>
        {/* biome-ignore lint/a11y/useAltText: `alt` comes in the spread `shared` props */}
        <img
          {...shared}
          src={layout.src}
          srcSet={layout.srcSet}
          sizes={layout.sizes}
          loading="lazy"
          decoding="async"
          style={imageStyle(layout, { cover, monochrome, loaded: true })}
        />
      </noscript>
    </>
  );
}
