import { liveBuild, onLiveBuild, readLiveBuild } from '../../src/page-contract/live-build.js';

/**
 * How often an open tab asks whether a new build is live. Five minutes: a deploy reaches readers within minutes while
 * an idle tab makes at most 12 tiny requests an hour (the file is ~50 bytes and never cached). The tab also asks
 * whenever it becomes visible again.
 */
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000;

export interface BuildWatcher {
  /** True once a build of another shell than the page's is live: the next navigation is then a full page load. */
  isStale(): boolean;
  check(): Promise<void>;
  stop(): void;
}

/**
 * Watches `builds/latest.json` for the page of shell `shell` (SiteData). A build of another shell (code or site-wide
 * data changed) makes the tab stale; a build of the same shell only changed content, so the tab goes on navigating on
 * the client with the new build's payloads (`onNewContent` forgets those fetched from the earlier one).
 */
export function watchBuilds(shell: string, onNewContent: () => void, interval = BUILD_POLL_INTERVAL_MS): BuildWatcher {
  let stale = false;
  const stopListening = onLiveBuild((latest, previous) => {
    if (latest.shell !== shell) stale = true;
    else if (previous && previous.id !== latest.id) onNewContent();
  });
  const check = async () => {
    if (stale) return;
    await readLiveBuild().catch((error: unknown) =>
      console.warn('[build-watcher] could not read the latest build', error),
    );
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = window.setInterval(() => void check(), interval);
  document.addEventListener('visibilitychange', onVisible);
  // The first reading (the build id the tab's requests name) also tells whether the page is already of an older shell.
  liveBuild().catch((error: unknown) => console.warn('[build-watcher] could not read the latest build', error));
  return {
    isStale: () => stale,
    check,
    stop() {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      stopListening();
    },
  };
}
