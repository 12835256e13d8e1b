import type { PageMessages } from '../../src/i18n/page-messages.js';
import { formatMessage } from '../../src/i18n/translator.js';
import type { PagePayload } from '../../src/page-contract/payload.js';
import type { SiteData } from '../../src/page-contract/site-data.js';
import type { BuildWatcher } from './build-watcher.js';
import { reloadOnChunkError } from './chunk-reload.js';
import { routablePath } from './internal-link.js';
import { loadPageComponent } from './page-loader.js';
import { fetchPayload, rememberPayload } from './payload-cache.js';
import { newEntryKey, savedScroll, saveScroll } from './scroll-memory.js';
import type { ComponentType } from 'react';
import type { PageProps } from '../App.js';

export interface RouterOptions {
  site: SiteData;
  messages: PageMessages;
  initial: PagePayload;
  watcher: BuildWatcher;
  render(payload: PagePayload, Page: ComponentType<PageProps>): void;
  renderFatal(): void;
}

interface EntryState {
  key: string;
}

function currentKey(): string {
  return (history.state as EntryState | null)?.key ?? 'initial';
}

function scrollToTarget(hash: string, restore?: { x: number; y: number }): void {
  if (restore) {
    window.scrollTo(restore.x, restore.y);
    return;
  }
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

function announce(messages: PageMessages, title: string): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  const focusTarget = heading ?? document.getElementById('main');
  if (focusTarget) {
    if (!focusTarget.hasAttribute('tabindex')) focusTarget.setAttribute('tabindex', '-1');
    focusTarget.focus({ preventScroll: true });
  }
  const announcer = document.getElementById('route-announcer');
  if (announcer) announcer.textContent = formatMessage(messages['a11y.pageLoaded'], { title });
}

/**
 * The thin client router: renders internal links from their payload and page code without a full page load, and
 * falls back to one whenever that could show stale or wrong content.
 */
export function startRouter({ site, messages, initial, watcher, render, renderFatal }: RouterOptions): void {
  history.scrollRestoration = 'manual';
  if (!(history.state as EntryState | null)?.key) history.replaceState({ key: 'initial' }, '');
  rememberPayload(initial);
  let navigationId = 0;
  let activeKey = currentKey();
  let renderedPath = initial.path;

  const navigate = async (url: URL, mode: 'push' | 'pop') => {
    const path = url.pathname;
    if (watcher.isStale()) {
      window.location.assign(url.href);
      return;
    }
    const id = ++navigationId;
    let payload: PagePayload;
    try {
      payload = await fetchPayload(path);
    } catch (error) {
      console.error('[router] payload failed, loading the page instead', path, error);
      window.location.assign(url.href);
      return;
    }
    if (payload.route.locale !== site.locale || payload.shell !== site.shell) {
      window.location.assign(url.href);
      return;
    }
    let Page: ComponentType<PageProps>;
    try {
      Page = await loadPageComponent(payload.page);
    } catch (error) {
      console.error('[router] page code failed to load', payload.page, error);
      if (!reloadOnChunkError(url.pathname + url.search + url.hash, { scroll: { x: 0, y: 0 } })) renderFatal();
      return;
    }
    if (id !== navigationId) return;
    if (mode === 'push') {
      saveScroll(activeKey);
      activeKey = newEntryKey();
      history.pushState({ key: activeKey } satisfies EntryState, '', url.pathname + url.search + url.hash);
    }
    render(payload, Page);
    renderedPath = payload.path;
    scrollToTarget(url.hash, mode === 'pop' ? savedScroll(activeKey) : undefined);
    announce(messages, payload.head.title);
  };

  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const path = routablePath(anchor);
    if (!path) return;
    const url = new URL(anchor.href);
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    event.preventDefault();
    void navigate(new URL(path + url.search + url.hash, window.location.origin), 'push');
  });

  window.addEventListener('popstate', () => {
    saveScroll(activeKey);
    activeKey = currentKey();
    if (window.location.pathname === renderedPath) return;
    void navigate(new URL(window.location.href), 'pop');
  });

  window.addEventListener('pagehide', () => saveScroll(activeKey));
}
