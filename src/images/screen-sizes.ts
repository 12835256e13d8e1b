import { SCREEN_WIDTHS } from './image-config.js';

/** One entry of a screen-keyed sizes string: the slot width `size` for viewports up to `maxViewport`. */
export interface SizeRule {
  /** The largest viewport width (px) the rule applies to; null for the widest rule. */
  maxViewport: number | null;
  /** `100vw` or `800px`. */
  size: string;
}

/** A raw `sizes` attribute (media conditions, commas) is used as is rather than parsed. */
const isRawSizes = (sizes: string): boolean => /[(),]/.test(sizes);

function screenWidth(key: string): number | null {
  if (key in SCREEN_WIDTHS) return SCREEN_WIDTHS[key as keyof typeof SCREEN_WIDTHS];
  return /^\d+$/.test(key) ? Number(key) : null;
}

function slotSize(value: string): string | null {
  if (/^\d+(\.\d+)?vw$/.test(value)) return value;
  const pixels = /^(\d+)(px)?$/.exec(value);
  return pixels ? `${pixels[1]}px` : null;
}

/**
 * The rules of a screen-keyed sizes string (`xs:100vw sm:50vw lg:400`), mobile first: each `screen:size` applies
 * from that screen width up to the next one; a bare size applies from the smallest screen. Keys that are neither a
 * screen name nor a number of pixels (`s:800` in the specification's preset) and sizes that are neither `vw` nor
 * pixels are ignored. Null for a raw `sizes` attribute.
 */
export function parseScreenSizes(sizes: string): SizeRule[] | null {
  if (isRawSizes(sizes)) return null;
  const byScreen = new Map<number, string>();
  for (const token of sizes.trim().split(/\s+/).filter(Boolean)) {
    const [key, value] = token.includes(':') ? token.split(':', 2) : ['1', token];
    const screen = screenWidth(key ?? '');
    const size = slotSize(value ?? '');
    if (screen !== null && size !== null) byScreen.set(screen, size);
  }
  const screens = [...byScreen.keys()].sort((a, b) => a - b);
  return screens.map((screen, index) => ({
    maxViewport: screens[index + 1] ?? null,
    size: byScreen.get(screen) ?? '',
  }));
}

/** A real `sizes` attribute: `xs:100vw sm:50vw` → `(max-width: 640px) 100vw, 50vw`; raw attributes unchanged. */
export function toSizesAttribute(sizes: string): string {
  const rules = parseScreenSizes(sizes);
  if (!rules) return sizes;
  if (rules.length === 0) return '100vw';
  return rules
    .map((rule) => (rule.maxViewport === null ? rule.size : `(max-width: ${rule.maxViewport}px) ${rule.size}`))
    .join(', ');
}

/**
 * The widest slot (CSS px) the image can take by its sizes, or null when unbounded (a `vw` size on the widest
 * screens) or unknown (a raw attribute).
 */
export function largestSlot(sizes: string): number | null {
  const rules = parseScreenSizes(sizes);
  if (!rules || rules.length === 0) return null;
  let largest = 0;
  for (const { maxViewport, size } of rules) {
    const value = Number.parseFloat(size);
    if (size.endsWith('px')) largest = Math.max(largest, value);
    else if (maxViewport === null) return null;
    else largest = Math.max(largest, Math.ceil((value / 100) * maxViewport));
  }
  return largest;
}
