/** Parallax of the page intros' heroes and the image blocks (spec section 9), by window width. */
export interface ParallaxSettings {
  /** Where the movement ends: `{trigger edge} {viewport edge}`; it starts at `top bottom`. */
  end: string;
  /** How far the image moves over its trigger's span, in percent of its height. */
  movePercent: number;
  /** How long the image takes to catch up with the scroll (s). */
  scrub: number;
}

/** From this width up, the desktop parallax. */
export const PARALLAX_DESKTOP_MIN_WIDTH = 1024;

export function parallaxSettings(desktop: boolean): ParallaxSettings {
  return desktop
    ? { end: 'bottom top', movePercent: 20, scrub: 0.8 }
    : { end: 'bottom 75%', movePercent: 10, scrub: 0.5 };
}

/** Marks an image that moves with the scroll; its parent (a `.parallax-frame`) clips it. */
export const PARALLAX_ATTRIBUTE = 'data-parallax';
/** Marks the pattern tile of a `.parallax-frame`, which turns while its image moves. */
export const PARALLAX_ROTATE_ATTRIBUTE = 'data-parallax-rotate';
/** The tile's turn over the image's scroll span, in degrees (spec section 9: from 90 to 0), at every width. */
export const PARALLAX_ROTATION = { from: 90, to: 0 } as const;
/** Set on `<html>` by the motion code: how many scroll triggers the current page has (none left over from others). */
export const TRIGGER_COUNT_ATTRIBUTE = 'data-scroll-triggers';

/** Smooth scrolling's duration (s), spec section 9. */
export const SMOOTH_SCROLL_SECONDS = 1;
