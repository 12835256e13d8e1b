/** A page's code that fails to load reloads the target path once, at most once per path within this window. */
export const RELOAD_GUARD_MS = 10_000;
const GUARD_KEY = 'chunk-reload-guard';
export const RELOAD_STATE_KEY = 'chunk-reload-state';

interface ReloadGuard {
  path: string;
  expires: number;
}

function readGuard(): ReloadGuard | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(GUARD_KEY) ?? 'null') as ReloadGuard | null;
    return value && typeof value.path === 'string' && typeof value.expires === 'number' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Reloads `path` after a chunk load failure, keeping the scroll state in sessionStorage, unless the same path was
 * already reloaded in the last 10 seconds. Returns whether a reload was started.
 */
export function reloadOnChunkError(path: string, state: unknown, now = Date.now()): boolean {
  const guard = readGuard();
  if (guard && guard.path === path && guard.expires > now) return false;
  sessionStorage.setItem(GUARD_KEY, JSON.stringify({ path, expires: now + RELOAD_GUARD_MS } satisfies ReloadGuard));
  sessionStorage.setItem(RELOAD_STATE_KEY, JSON.stringify(state));
  window.location.assign(path);
  return true;
}

/** The state saved by the last chunk reload, read once. */
export function takeReloadState(): unknown {
  const raw = sessionStorage.getItem(RELOAD_STATE_KEY);
  sessionStorage.removeItem(RELOAD_STATE_KEY);
  try {
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}
