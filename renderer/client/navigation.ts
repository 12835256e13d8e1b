import type { ComponentType } from 'react';
import type { PageMessages } from '../../src/i18n/page-messages.js';
import type { PagePayload } from '../../src/page-contract/payload.js';
import type { SiteData } from '../../src/page-contract/site-data.js';
import type { PageProps } from '../App.js';
import { watchBuilds } from './build-watcher.js';
import { forgetPayloads } from './payload-cache.js';
import { observeLinks, scheduleManifestPrefetch } from './prefetch.js';
import { startRouter } from './router.js';

/** The attribute `<html>` carries once internal links navigate on the client (until then they load pages). */
export const CLIENT_NAVIGATION_ATTRIBUTE = 'data-client-navigation';

export interface NavigationOptions {
  site: SiteData;
  messages: PageMessages;
  initial: PagePayload;
  render(payload: PagePayload, Page: ComponentType<PageProps>): void;
  renderFatal(): void;
}

/**
 * Client navigation, started once the page is interactive (its own chunk: the first render never waits on it): the
 * router, link prefetching and the build watcher. A link followed before it starts is an ordinary page load.
 */
export function startNavigation({ site, messages, initial, render, renderFatal }: NavigationOptions): void {
  const watcher = watchBuilds(site.shell, forgetPayloads);
  startRouter({ site, messages, initial, watcher, render, renderFatal });
  observeLinks();
  scheduleManifestPrefetch();
  document.documentElement.setAttribute(CLIENT_NAVIGATION_ATTRIBUTE, '');
}
