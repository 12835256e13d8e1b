import { useSyncExternalStore } from 'react';
import { createLayoutStore, SERVER_LAYOUT, type LayoutState, type LayoutStore } from './layout-state.js';
import { safeLocalStorage } from './safe-storage.js';
import { createMotionStore, SERVER_MOTION, type MotionPreferences, type MotionStore } from './motion-preferences.js';

let layoutStore: LayoutStore | undefined;
let motionStore: MotionStore | undefined;

/** The page's one layout store, made on first use in the browser. */
export function browserLayoutStore(): LayoutStore {
  layoutStore ??= createLayoutStore(window);
  return layoutStore;
}

/** The page's one motion store, made on first use in the browser. */
export function browserMotionStore(): MotionStore {
  motionStore ??= createMotionStore({
    storage: safeLocalStorage(),
    reducedMotionQuery: window.matchMedia('(prefers-reduced-motion: reduce)'),
    root: document.documentElement,
  });
  return motionStore;
}

const noStore = () => () => {};

/** The layout state; on the server and while hydrating, the layout the HTML assumes ({@link SERVER_LAYOUT}). */
export function useLayout(): LayoutState {
  const store = typeof window === 'undefined' ? undefined : browserLayoutStore();
  return useSyncExternalStore(
    store?.subscribe ?? noStore,
    store?.getSnapshot ?? (() => SERVER_LAYOUT),
    () => SERVER_LAYOUT,
  );
}

/** The motion preferences; on the server and while hydrating, motion allowed. */
export function useMotionPreferences(): MotionPreferences {
  const store = typeof window === 'undefined' ? undefined : browserMotionStore();
  return useSyncExternalStore(
    store?.subscribe ?? noStore,
    store?.getSnapshot ?? (() => SERVER_MOTION),
    () => SERVER_MOTION,
  );
}
