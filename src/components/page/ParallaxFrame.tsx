import type { ReactNode } from 'react';
import { PARALLAX_ROTATE_ATTRIBUTE } from '../../client-state/parallax.js';
import { Icon } from '../icons/Icon.js';
import { iconNames, type IconName } from '../icons/icon-names.js';

/** One of the firm's pattern tiles, always the same for the same key (an image's id). */
export function patternFor(key: string): IconName<'pattern'> {
  let hash = 0;
  for (const character of key) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return iconNames.pattern[hash % iconNames.pattern.length] as IconName<'pattern'>;
}

/** The swatch repeats its tile two by two, so that it reads as a pattern. */
const TILE_CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;

/**
 * The frame of an image that moves with the scroll (its `Image` has `parallax`): it clips the image, and carries a
 * decorative swatch in its corner whose pattern tile turns from 90 to 0 degrees over the same scroll
 * (renderer/client/motion.ts). Without motion the tile stands still, unturned.
 */
export function ParallaxFrame({
  patternKey,
  className,
  children,
}: {
  patternKey: string;
  className?: string;
  children: ReactNode;
}) {
  const pattern = patternFor(patternKey);
  return (
    <div className={className ? `parallax-frame ${className}` : 'parallax-frame'}>
      {children}
      <span className="parallax-pattern">
        <span {...{ [PARALLAX_ROTATE_ATTRIBUTE]: '' }}>
          {TILE_CORNERS.map((corner) => (
            <Icon key={corner} group="pattern" name={pattern} />
          ))}
        </span>
      </span>
    </div>
  );
}
