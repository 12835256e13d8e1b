/** Debian's Chromium, installed by scripts/ensure-chromium.sh; no tool here ever downloads a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, and none of the background connections this machine's closed network refuses. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
