import { EXPAND_BASE, EXPAND_FACTOR, LOAD_HIDDEN, LOADING_TIMEOUT, MIN_SIZE, THROTTLE_DELAY } from './lazy-config.js';

/** Lazy images not started yet, shared by every Image of the page (one observer for all). */
const waiting = new Set<HTMLImageElement>();
let observer: IntersectionObserver | null = null;
let waitingForLoad = false;
let hiddenPassTimer: ReturnType<typeof setTimeout> | null = null;

const isLaidOut = (image: HTMLImageElement): boolean => image.offsetWidth >= MIN_SIZE && image.offsetHeight >= MIN_SIZE;

/** A lazy image still showing its placeholder: its sources wait in `data-src` / `data-srcset` / `data-sizes`. */
export const isPending = (image: HTMLImageElement): boolean =>
  image.dataset.src !== undefined && image.getAttribute('src') !== image.dataset.src;

/** Starts a lazy image now: its sources move in and the browser fetches it at once. */
function start(image: HTMLImageElement): void {
  waiting.delete(image);
  observer?.unobserve(image);
  image.loading = 'eager';
  const { src, srcset, sizes } = image.dataset;
  if (sizes) image.sizes = sizes;
  if (srcset) image.srcset = srcset;
  if (src) image.src = src;
}

function expandedMargin(): string {
  const small = Math.min(window.innerWidth, window.innerHeight) <= EXPAND_BASE.smallViewport;
  return `${(small ? EXPAND_BASE.small : EXPAND_BASE.large) * EXPAND_FACTOR}px`;
}

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const image = entry.target as HTMLImageElement;
        if (entry.isIntersecting && isLaidOut(image)) start(image);
      }
    },
    { rootMargin: expandedMargin() },
  );
  return observer;
}

/** When the window's load event ended (performance time). */
function loadEventTime(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : performance.now();
}

function hiddenPass(): void {
  hiddenPassTimer = null;
  for (const image of [...waiting]) if (!isLaidOut(image)) start(image);
}

/** The hidden-image pass: LOADING_TIMEOUT after the load event, then at most every THROTTLE_DELAY for newcomers. */
function scheduleHiddenPass(): void {
  if (!LOAD_HIDDEN || hiddenPassTimer !== null) return;
  if (document.readyState !== 'complete') {
    if (!waitingForLoad) {
      waitingForLoad = true;
      window.addEventListener('load', () => setTimeout(scheduleHiddenPass), { once: true });
    }
    return;
  }
  const delay = loadEventTime() + LOADING_TIMEOUT - performance.now();
  hiddenPassTimer = setTimeout(hiddenPass, Math.max(THROTTLE_DELAY, delay));
}

/**
 * Watches a lazy image (sources in `data-src` / `data-srcset`): it starts within the expanded margin of the viewport,
 * or in the hidden-image pass when it is not laid out. Returns the function that stops watching (component unmount).
 * Without IntersectionObserver it starts at once.
 */
export function watchLazyImage(image: HTMLImageElement): () => void {
  if (!isPending(image)) return () => {};
  // React set a new placeholder (a new image in the same element): the previous one's sources must not show.
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  if (typeof IntersectionObserver === 'undefined') {
    start(image);
    return () => {};
  }
  waiting.add(image);
  sharedObserver().observe(image);
  scheduleHiddenPass();
  return () => {
    waiting.delete(image);
    observer?.unobserve(image);
  };
}
