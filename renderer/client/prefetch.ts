import { buildMetaPath, type BuildMeta } from '../../src/page-contract/build-manifest.js';
import { liveBuild } from '../../src/page-contract/live-build.js';
import { matchPath } from '../../src/routing/match-path.js';
import { routes } from '../../src/routing/routes.js';
import { canPrefetchLinks, isVerySlowConnection } from './connection.js';
import { routablePath } from './internal-link.js';
import { fetchPayload } from './payload-cache.js';

/** At most this many route chunks preload at once. */
export const MAX_PARALLEL_CHUNK_PRELOADS = 5;
/** The build manifest is fetched this long after load. */
export const MANIFEST_PREFETCH_DELAY_MS = 1000;

let meta: BuildMeta | null = null;
const preloaded = new Set<string>();
const queue: string[] = [];
let inFlight = 0;

function pump(): void {
  while (inFlight < MAX_PARALLEL_CHUNK_PRELOADS && queue.length > 0) {
    const href = queue.shift() as string;
    inFlight += 1;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    const done = () => {
      inFlight -= 1;
      pump();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    document.head.append(link);
  }
}

function preloadPageCode(page: string): void {
  for (const href of meta?.pages[page]?.js ?? []) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    queue.push(href);
  }
  pump();
}

/** Payload and code of the page a link leads to, fetched ahead of a click. */
function prefetchLink(anchor: HTMLAnchorElement): void {
  if (!canPrefetchLinks()) return;
  const path = routablePath(anchor);
  if (!path || path === window.location.pathname) return;
  const match = matchPath(path);
  if (!match) return;
  fetchPayload(path).catch((error: unknown) => console.warn('[prefetch] payload failed', path, error));
  const page = routes.find((route) => route.name === match.name)?.page;
  if (page) preloadPageCode(page);
}

/** Fetches the live build's `builds/meta/{id}.json` 1000 ms after load (unless the connection is very slow). */
export function scheduleManifestPrefetch(): void {
  if (isVerySlowConnection()) return;
  window.setTimeout(() => {
    liveBuild()
      .then(({ id }) => fetch(buildMetaPath(id)))
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        meta = (await response.json()) as BuildMeta;
      })
      .catch((error: unknown) => console.error('[prefetch] build manifest failed', error));
  }, MANIFEST_PREFETCH_DELAY_MS);
}

/** Prefetches links on hover or focus, and when they enter the viewport. */
export function observeLinks(): void {
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (anchor instanceof HTMLAnchorElement) prefetchLink(anchor);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  if (!('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      prefetchLink(entry.target as HTMLAnchorElement);
    }
  });
  const seen = new WeakSet<Element>();
  /** Observes anchors not seen before: a re-render adds new anchors, and prefetched ones must not come back. */
  const observeAll = () =>
    document.querySelectorAll('a[href]').forEach((anchor) => {
      if (seen.has(anchor)) return;
      seen.add(anchor);
      observer.observe(anchor);
    });
  observeAll();
  new MutationObserver(observeAll).observe(document.getElementById('app') ?? document.body, {
    childList: true,
    subtree: true,
  });
}
