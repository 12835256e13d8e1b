/** Which browser the page runs in, for the few behaviours that differ. */
export interface BrowserFlags {
  firefox: boolean;
  chrome: boolean;
  safari: boolean;
  ios: boolean;
}

/** What components may read about the window and the device. */
export interface LayoutState {
  width: number;
  height: number;
  /** The device has a touch screen. */
  touch: boolean;
  browser: BrowserFlags;
  /** The web fonts are loaded (text metrics are final). */
  fontsLoaded: boolean;
  /** Width ≤ {@link MOBILE_MAX_WIDTH}, following the window {@link RESIZE_DELAY_MS} after a resize. */
  mobile: boolean;
}

/** Widest window of the mobile layout (px); the CSS breakpoints use the same value. */
export const MOBILE_MAX_WIDTH = 640;
/** How long after the last resize event the layout state follows the window (ms). */
export const RESIZE_DELAY_MS = 100;

/** The layout the prerendered HTML assumes: a 1440 × 810 desktop window, nothing known about the browser. */
export const SERVER_LAYOUT: LayoutState = {
  width: 1440,
  height: 810,
  touch: false,
  browser: { firefox: false, chrome: false, safari: false, ios: false },
  fontsLoaded: false,
  mobile: false,
};

export const isMobileWidth = (width: number): boolean => width <= MOBILE_MAX_WIDTH;

/** The browser a user agent names (Chromium-based browsers are `chrome`; iOS browsers are all WebKit: `safari`). */
export function browserFlags(userAgent: string): BrowserFlags {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile\//.test(userAgent));
  const firefox = /Firefox\/|FxiOS\//.test(userAgent);
  const chrome = !ios && /Chrome\/|Chromium\/|CriOS\//.test(userAgent);
  const safari = ios || (!chrome && !firefox && /Safari\//.test(userAgent));
  return { firefox, chrome, safari, ios };
}

/** What the layout store needs of the browser (a window, or a stand-in in tests). */
export interface LayoutEnvironment {
  innerWidth: number;
  innerHeight: number;
  navigator: { userAgent: string; maxTouchPoints: number };
  fonts?: { ready: Promise<unknown> } | undefined;
  addEventListener(type: 'resize', listener: () => void): void;
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface LayoutStore {
  getSnapshot(): LayoutState;
  subscribe(listener: () => void): () => void;
}

/**
 * The layout state of a window, for `useSyncExternalStore`: read at once, then width, height and `mobile` updated
 * {@link RESIZE_DELAY_MS} after the last resize, and `fontsLoaded` once the fonts are ready. A snapshot is replaced,
 * never changed, so React sees each change.
 */
export function createLayoutStore(env: LayoutEnvironment): LayoutStore {
  const listeners = new Set<() => void>();
  let state: LayoutState = {
    width: env.innerWidth,
    height: env.innerHeight,
    touch: env.navigator.maxTouchPoints > 0,
    browser: browserFlags(env.navigator.userAgent),
    fontsLoaded: env.fonts === undefined,
    mobile: isMobileWidth(env.innerWidth),
  };
  const set = (next: Partial<LayoutState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  let timer: unknown;
  env.addEventListener('resize', () => {
    env.clearTimeout(timer);
    timer = env.setTimeout(
      () => set({ width: env.innerWidth, height: env.innerHeight, mobile: isMobileWidth(env.innerWidth) }),
      RESIZE_DELAY_MS,
    );
  });
  void env.fonts?.ready.then(() => set({ fontsLoaded: true }));
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
