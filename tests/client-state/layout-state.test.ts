import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserFlags,
  createLayoutStore,
  MOBILE_MAX_WIDTH,
  RESIZE_DELAY_MS,
  SERVER_LAYOUT,
  type LayoutEnvironment,
} from '../../src/client-state/layout-state.js';
import { createMotionStore, NO_MOTION_ATTRIBUTE, motionAllowed } from '../../src/client-state/motion-preferences.js';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';

function fakeWindow(width: number, fontsReady?: Promise<unknown>) {
  const resize: (() => void)[] = [];
  const env: LayoutEnvironment & { resizeTo(width: number, height?: number): void } = {
    innerWidth: width,
    innerHeight: 800,
    navigator: { userAgent: CHROME, maxTouchPoints: 0 },
    fonts: fontsReady ? { ready: fontsReady } : undefined,
    addEventListener: (_type, listener) => void resize.push(listener),
    setTimeout: (handler, ms) => setTimeout(handler, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    resizeTo(next, height = 800) {
      env.innerWidth = next;
      env.innerHeight = height;
      for (const listener of resize) listener();
    },
  };
  return env;
}

describe('layout state', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('assumes a 1440 × 810 desktop window on the server', () => {
    expect(SERVER_LAYOUT).toMatchObject({ width: 1440, height: 810, mobile: false, touch: false, fontsLoaded: false });
  });

  it('is mobile at 640 px and below, and follows the window 100 ms after the last resize', () => {
    const win = fakeWindow(1024);
    const store = createLayoutStore(win);
    let changes = 0;
    store.subscribe(() => (changes += 1));
    expect(store.getSnapshot().mobile).toBe(false);

    win.resizeTo(MOBILE_MAX_WIDTH + 1);
    win.resizeTo(MOBILE_MAX_WIDTH);
    vi.advanceTimersByTime(RESIZE_DELAY_MS - 1);
    expect(store.getSnapshot()).toMatchObject({ width: 1024, mobile: false });
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toMatchObject({ width: MOBILE_MAX_WIDTH, mobile: true });
    expect(changes).toBe(1);

    const before = store.getSnapshot();
    win.resizeTo(MOBILE_MAX_WIDTH + 1, 700);
    vi.advanceTimersByTime(RESIZE_DELAY_MS);
    expect(store.getSnapshot()).toMatchObject({ width: MOBILE_MAX_WIDTH + 1, height: 700, mobile: false });
    expect(before.mobile).toBe(true);
  });

  it('knows when the fonts are in', async () => {
    let ready: (value: unknown) => void = () => {};
    const store = createLayoutStore(fakeWindow(1024, new Promise((resolve) => (ready = resolve))));
    expect(store.getSnapshot().fontsLoaded).toBe(false);
    ready(undefined);
    await vi.runAllTimersAsync();
    expect(store.getSnapshot().fontsLoaded).toBe(true);
  });

  it('tells the browsers apart', () => {
    expect(browserFlags(CHROME)).toEqual({ firefox: false, chrome: true, safari: false, ios: false });
    expect(browserFlags(FIREFOX)).toEqual({ firefox: true, chrome: false, safari: false, ios: false });
    expect(browserFlags(SAFARI)).toEqual({ firefox: false, chrome: false, safari: true, ios: false });
    expect(browserFlags(IOS_CHROME)).toEqual({ firefox: false, chrome: false, safari: true, ios: true });
  });
});

describe('motion preferences', () => {
  function environment(reduce: boolean, stored: string | null = null) {
    const items = new Map<string, string>(stored ? [['animations-disabled', stored]] : []);
    const change: (() => void)[] = [];
    const attributes = new Set<string>();
    const query = {
      matches: reduce,
      addEventListener: (_type: 'change', listener: () => void) => void change.push(listener),
    };
    return {
      env: {
        storage: {
          getItem: (key: string) => items.get(key) ?? null,
          setItem: (key: string, value: string) => void items.set(key, value),
          removeItem: (key: string) => void items.delete(key),
        },
        reducedMotionQuery: query,
        root: {
          toggleAttribute: (name: string, force: boolean) => {
            if (force) attributes.add(name);
            else attributes.delete(name);
            return force;
          },
        },
      },
      items,
      attributes,
      systemChanges(matches: boolean) {
        query.matches = matches;
        for (const listener of change) listener();
      },
    };
  }

  it('stops motion under the system setting, live', () => {
    const page = environment(false);
    const store = createMotionStore(page.env);
    expect(motionAllowed(store.getSnapshot())).toBe(true);
    expect(page.attributes.has(NO_MOTION_ATTRIBUTE)).toBe(false);
    page.systemChanges(true);
    expect(store.getSnapshot()).toEqual({ animationsDisabled: false, reducedMotion: true });
    expect(page.attributes.has(NO_MOTION_ATTRIBUTE)).toBe(true);
  });

  it('remembers the visitor’s switch', () => {
    const page = environment(false);
    createMotionStore(page.env).setAnimationsDisabled(true);
    expect(page.items.get('animations-disabled')).toBe('1');
    const next = createMotionStore(environment(false, '1').env);
    expect(next.getSnapshot().animationsDisabled).toBe(true);
    next.setAnimationsDisabled(false);
    expect(motionAllowed(next.getSnapshot())).toBe(true);
  });
});
