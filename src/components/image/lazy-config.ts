/**
 * The specification's lazy-loading constants (lazysizes' names) and what each one does here. Images below the first
 * viewport render their placeholder with their sources in data attributes; once the page runs, a shared
 * IntersectionObserver starts them near the viewport and loads the hidden ones (lazy-observer.ts). Without
 * JavaScript their `<noscript>` copy loads with the browser's own lazy loading.
 */

/**
 * `expFactor`: the observer's margin is lazysizes' preload distance, its `expand` (500 px, or 370 px on a viewport
 * 500 px or smaller) times this factor: images start loading 2000 px before they scroll into view.
 */
export const EXPAND_FACTOR = 4;

/** lazysizes' `expand`: the base distance the expand factor multiplies, by viewport size. */
export const EXPAND_BASE = { large: 500, small: 370, smallViewport: 500 } as const;

/**
 * `minSize`: an image whose box is narrower or shorter than this (CSS px) is not laid out yet (collapsed or hidden
 * container) and is not started by intersecting: it waits for the hidden-image pass.
 */
export const MIN_SIZE = 40;

/** `loadHidden`: images that are not laid out are loaded too, after the visible ones (see LOADING_TIMEOUT). */
export const LOAD_HIDDEN = true;

/** The hidden-image pass runs this long (ms) after the window's load event, when the visible images are done. */
export const LOADING_TIMEOUT = 2500;

/** `throttleDelay`: images that mount later (client navigation) are checked by a pass at most this often (ms). */
export const THROTTLE_DELAY = 125;
