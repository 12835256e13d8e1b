import type { Page } from 'playwright-core';
import { CLIENT_NAVIGATION_ATTRIBUTE } from '../../renderer/client/navigation.js';

/** Waits until internal links navigate on the client (the router starts once the page is interactive). */
export async function waitForClientNavigation(page: Page): Promise<void> {
  await page.waitForSelector(`html[${CLIENT_NAVIGATION_ATTRIBUTE}]`, { state: 'attached' });
}
