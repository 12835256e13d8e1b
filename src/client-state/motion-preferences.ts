import type { SiteStorage } from './safe-storage.js';

/** The visitor's motion settings: their own switch in the footer, and their system's reduced-motion preference. */
export interface MotionPreferences {
  /** The visitor turned animations off with the footer's switch (remembered). */
  animationsDisabled: boolean;
  /** The system asks for reduced motion (`prefers-reduced-motion: reduce`), followed live. */
  reducedMotion: boolean;
}

/** Smooth scrolling, parallax and transitions run only when neither setting stops them. */
export const motionAllowed = (preferences: MotionPreferences): boolean =>
  !preferences.animationsDisabled && !preferences.reducedMotion;

export const ANIMATIONS_STORAGE_KEY = 'animations-disabled';
/** Set on `<html>` while animations are off for either reason: CSS stops transitions under it. */
export const NO_MOTION_ATTRIBUTE = 'data-no-motion';

export const SERVER_MOTION: MotionPreferences = { animationsDisabled: false, reducedMotion: false };

export interface MotionEnvironment {
  storage: SiteStorage;
  reducedMotionQuery: { matches: boolean; addEventListener(type: 'change', listener: () => void): void };
  root: { toggleAttribute(name: string, force: boolean): boolean };
}

export interface MotionStore {
  getSnapshot(): MotionPreferences;
  subscribe(listener: () => void): () => void;
  setAnimationsDisabled(disabled: boolean): void;
}

/** The motion preferences of a page, for `useSyncExternalStore`, mirrored on `<html>` as {@link NO_MOTION_ATTRIBUTE}. */
export function createMotionStore(env: MotionEnvironment): MotionStore {
  const listeners = new Set<() => void>();
  const read = (): boolean => {
    return env.storage.getItem(ANIMATIONS_STORAGE_KEY) === '1';
  };
  let state: MotionPreferences = { animationsDisabled: read(), reducedMotion: env.reducedMotionQuery.matches };
  const set = (next: Partial<MotionPreferences>) => {
    state = { ...state, ...next };
    env.root.toggleAttribute(NO_MOTION_ATTRIBUTE, !motionAllowed(state));
    for (const listener of listeners) listener();
  };
  env.root.toggleAttribute(NO_MOTION_ATTRIBUTE, !motionAllowed(state));
  env.reducedMotionQuery.addEventListener('change', () => set({ reducedMotion: env.reducedMotionQuery.matches }));
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setAnimationsDisabled(disabled) {
      if (disabled) env.storage.setItem(ANIMATIONS_STORAGE_KEY, '1');
      else env.storage.removeItem(ANIMATIONS_STORAGE_KEY);
      set({ animationsDisabled: disabled });
    },
  };
}
