import { CLIENT_MODULES_ATTRIBUTE, LATEST_START_MS, SITE_MODULE_ATTRIBUTE } from '../client-modules.js';

/** A hidden tab paints nothing, and a browser without paint timing reports nothing: modules start this long after load. */
const UNPAINTED_START_MS = 1000;
/** A visitor who presses a key, a button or the screen wants the page to respond: its code starts at once. */
const EARLY_INPUTS = ['keydown', 'pointerdown'] as const;

let started = false;

function startModules(): void {
  if (started) return;
  started = true;
  for (const type of EARLY_INPUTS) window.removeEventListener(type, startModules, true);
  const script = document.querySelector(`script[${CLIENT_MODULES_ATTRIBUTE}]`);
  // The site module with the code: the entry imports the same URL, which the browser loads once.
  const modules = [
    script?.getAttribute(SITE_MODULE_ATTRIBUTE) ?? '',
    ...(script?.getAttribute(CLIENT_MODULES_ATTRIBUTE) ?? '').split(' '),
  ];
  for (const url of modules.filter(Boolean)) {
    import(/* @vite-ignore */ url).catch((error: unknown) => console.warn('[app] could not load', url, error));
  }
}

/** Runs `task` once the browser reports the page's first contentful paint on screen (or after {@link UNPAINTED_START_MS}). */
function afterFirstPaint(task: () => void): void {
  setTimeout(task, UNPAINTED_START_MS);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    task();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/*
 * The one script a page's HTML runs (a few hundred bytes). Once the page has loaded (its stylesheet, fonts and the
 * images in view) and is on screen, at the visitor's first key or pointer press if that comes first, and at the latest
 * {@link LATEST_START_MS} after the HTML, it starts the page's modules, the client entry and the page type's code, all
 * at once. Until then the page is its HTML, which works on its own (links, forms, images), and the scripts share
 * neither a slow connection nor the main thread with what the visitor sees first.
 */
for (const type of EARLY_INPUTS) window.addEventListener(type, startModules, { capture: true, passive: true });
setTimeout(startModules, LATEST_START_MS);
if (document.readyState === 'complete') afterFirstPaint(startModules);
else window.addEventListener('load', () => afterFirstPaint(startModules), { once: true });
