import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { PageMessages } from '../../src/i18n/page-messages.js';
import type { PagePayload } from '../../src/page-contract/payload.js';
import type { SiteData } from '../../src/page-contract/site-data.js';
import { siteModulePath, type SiteModule } from '../../src/page-contract/site-module.js';
import { INLINE_MESSAGES_ID, INLINE_SITE_ID } from '../InlineSiteData.js';
import { App, type PageProps } from '../App.js';
import { reloadOnChunkError, takeReloadState } from './chunk-reload.js';
import { isBot } from './is-bot.js';
import { loadPageComponent } from './page-loader.js';
import type { Motion } from './motion.js';
import { browserMotionStore } from '../../src/client-state/browser-stores.js';
import { motionAllowed } from '../../src/client-state/motion-preferences.js';
import '../styles/global.css';

function readJson<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : null;
}

/**
 * The language's site data and messages: in the page itself (the 404 pages, pages rendered on request), else the
 * language's site module of the page's shell (the boot script is loading it already). Null when the page has neither;
 * rejects when the module cannot load.
 */
async function siteData(payload: PagePayload | null): Promise<SiteModule | null> {
  const site = readJson<SiteData>(INLINE_SITE_ID);
  const messages = readJson<PageMessages>(INLINE_MESSAGES_ID);
  if (site && messages) return { site, messages };
  if (!payload) return null;
  const module = siteModulePath({ locale: payload.route.locale, shell: payload.shell });
  return ((await import(/* @vite-ignore */ module)) as { default: SiteModule }).default;
}

/**
 * Smooth scrolling and parallax (their own chunk, gsap and lenis included), started at the visitor's first scroll,
 * touch, key or pointer press while motion is allowed (a page nobody scrolls never runs that code, and loading never
 * waits on it), stopped when the visitor or the system turns motion off, started again when it is back on.
 */
function followMotionPreferences(): { pageChanged(): void } {
  const preferences = browserMotionStore();
  let motion: Promise<Motion> | undefined;
  const follow = () => {
    if (motionAllowed(preferences.getSnapshot()) === (motion !== undefined)) return;
    if (motion) {
      void motion.then((running) => running.stop());
      motion = undefined;
    } else {
      motion = import('./motion.js').then(({ startMotion }) => startMotion());
      motion.catch((error: unknown) => console.warn('[motion] could not start', error));
    }
  };
  onFirstInteraction(() => {
    preferences.subscribe(follow);
    follow();
  });
  return { pageChanged: () => void motion?.then((running) => running.pageChanged()) };
}

/** Runs `task` once, at the first scroll, wheel, touch, key press or pointer press. */
function onFirstInteraction(task: () => void): void {
  const events = ['scroll', 'wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const run = () => {
    for (const type of events) window.removeEventListener(type, run);
    task();
  };
  for (const type of events) window.addEventListener(type, run, { passive: true, once: true });
}

/** Runs `task` once the browser is idle after the page became interactive (analytics never delay the first render). */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 1);
}

/** The error view (its own chunk: a page that works never loads it; the 404 page's HTML names it with the entry). */
const loadErrorView = () => import('../../src/components/error/ErrorView.js').then((module) => module.ErrorView);

/**
 * The language choice (its own chunk): the home page `/` waits for it (the script first in its head applied the same
 * rule before the first paint, so this only acts when that script could not run); other pages load it when idle.
 */
const loadLanguage = () => import('./language.js');

function restoreReloadState(): void {
  const state = takeReloadState() as { scroll?: { x: number; y: number } } | null;
  if (state?.scroll) window.scrollTo(state.scroll.x, state.scroll.y);
}

async function start(): Promise<void> {
  const container = document.getElementById('app');
  if (!container) return;
  const payload = readJson<PagePayload>('__PAYLOAD__');
  let shared: SiteModule | null;
  try {
    shared = await siteData(payload);
  } catch (error) {
    // A site module gone from the host (a tab of an earlier deploy): the page reloads once, as for its code.
    console.error('[app] site data failed to load', error);
    reloadOnChunkError(window.location.pathname, { scroll: { x: window.scrollX, y: window.scrollY } });
    return;
  }
  if (!shared) return;
  const { site, messages } = shared;
  // A switch made before this runs is still seen on the next page, by its referrer.
  whenIdle(() => {
    loadLanguage()
      .then(({ rememberLanguageChoices }) => rememberLanguageChoices())
      .catch((error: unknown) => console.warn('[language] could not load', error));
  });

  if (container.hasAttribute('data-error-page')) {
    const ErrorView = await loadErrorView();
    hydrateRoot(container, <ErrorView site={site} messages={messages} />);
    return;
  }
  if (!payload) return;
  if (payload.path === '/' && (await loadLanguage().catch(() => null))?.redirectRootByLanguage()) return;

  let root: Root | null = null;
  // When the error view cannot load either, the page stays as it is.
  const renderFatal = () => {
    if (isBot(navigator.userAgent)) return;
    loadErrorView().then(
      (ErrorView) => {
        root?.unmount();
        root = createRoot(container);
        flushSync(() => root?.render(<ErrorView site={site} messages={messages} fatal />));
      },
      (error: unknown) => console.error('[app] the error view failed to load', error),
    );
  };
  window.addEventListener('error', (event) => {
    console.error('[app] unhandled error', event.error);
    renderFatal();
  });
  window.addEventListener('unhandledrejection', (event) => {
    console.error('[app] unhandled rejection', event.reason);
    renderFatal();
  });

  let Page: ComponentType<PageProps>;
  try {
    Page = await loadPageComponent(payload.page);
  } catch (error) {
    console.error('[app] page code failed to load', error);
    if (!reloadOnChunkError(window.location.pathname, { scroll: { x: window.scrollX, y: window.scrollY } })) {
      renderFatal();
    }
    return;
  }
  // A transition: React hydrates in slices of a few milliseconds, yielding to the browser in between, instead of
  // one long task that input would wait behind (the page is already on screen).
  startTransition(() => {
    root = hydrateRoot(container, <App site={site} messages={messages} payload={payload} Page={Page} />, {
      onUncaughtError: (error) => {
        console.error('[app] render error', error);
        renderFatal();
      },
    });
  });
  restoreReloadState();

  const shown: PagePayload[] = [payload];
  const motion = followMotionPreferences();
  let trackView: (next: PagePayload) => void = (next) => void shown.push(next);
  const render = (next: PagePayload, NextPage: ComponentType<PageProps>) => {
    flushSync(() => root?.render(<App site={site} messages={messages} payload={next} Page={NextPage} />));
    trackView(next);
    motion.pageChanged();
  };
  whenIdle(() => {
    import('./navigation.js')
      .then(({ startNavigation }) => startNavigation({ site, messages, initial: payload, render, renderFatal }))
      .catch((error: unknown) => console.warn('[navigation] could not load: links load pages', error));
    import('./analytics.js')
      .then(({ startAnalytics }) => {
        trackView = startAnalytics(site, shown);
      })
      .catch((error: unknown) => console.warn('[analytics] could not load', error));
  });
}

void start();
