import { LATEST_BUILD_PATH, type LatestBuild } from '../../src/runtime/build-manifest.js';

/**
 * How often an open tab asks whether a new build is live. Five minutes: a deploy reaches readers within minutes while
 * an idle tab makes at most 12 tiny requests an hour (the file is ~50 bytes and never cached). The tab also asks
 * whenever it becomes visible again.
 */
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000;

export interface BuildWatcher {
  /** True once a build other than the page's is live: the next navigation is then a full page load. */
  isStale(): boolean;
  check(): Promise<void>;
  stop(): void;
}

export function watchBuilds(currentId: string, interval = BUILD_POLL_INTERVAL_MS): BuildWatcher {
  let stale = false;
  const check = async () => {
    if (stale) return;
    try {
      const response = await fetch(`${LATEST_BUILD_PATH}?${Date.now()}`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const latest = (await response.json()) as LatestBuild;
      if (latest.id && latest.id !== currentId) stale = true;
    } catch (error) {
      console.warn('[build-watcher] could not read the latest build', error);
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = window.setInterval(() => void check(), interval);
  document.addEventListener('visibilitychange', onVisible);
  return {
    isStale: () => stale,
    check,
    stop() {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
