/** An image's size, or an output's, in pixels. */
export interface Size {
  width: number;
  height: number;
}

/** A region of an image, in pixels of the original. */
export interface CropWindow {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** `"16:9"` -> 16/9; null when it is not `W:H` with positive numbers. */
export function parseAspectRatio(ar: string | null | undefined): number | null {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(ar ?? '');
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return match && width > 0 && height > 0 ? width / height : null;
}

/**
 * The part of the original that a cropping fit keeps for an output of `output`'s shape: the largest window of that
 * aspect ratio (zoomed by `fp-z`), centred on the focal point and clamped to the image edges.
 */
export function cropWindow(original: Size, output: Size, focus: { x: number; y: number }, zoom = 1): CropWindow {
  const scale = Math.max(output.width / original.width, output.height / original.height) * Math.max(zoom, 1);
  const width = Math.min(original.width, Math.round(output.width / scale));
  const height = Math.min(original.height, Math.round(output.height / scale));
  const clamp = (value: number, max: number): number => Math.round(Math.min(Math.max(value, 0), max));
  return {
    left: clamp(focus.x * original.width - width / 2, original.width - width),
    top: clamp(focus.y * original.height - height / 2, original.height - height),
    width,
    height,
  };
}
