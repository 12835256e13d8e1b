import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../src/bench/chromium.js';

/**
 * Launches the system Chromium headless. Each launch gets a fresh temporary profile (Playwright's plain `launch`
 * creates one and removes it on close); open isolated sessions with `browser.newContext()`.
 * @throws Error when Chromium is missing, pointing at the install script.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: run bash scripts/ensure-chromium.sh`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}
