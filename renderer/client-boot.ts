import { CLIENT_MODULES_ATTRIBUTE } from './client-modules.js';

/** A hidden tab paints nothing, and a browser without paint timing reports nothing: modules start this long after load. */
const UNPAINTED_START_MS = 1000;

function startModules(): void {
  const modules = document.querySelector(`script[${CLIENT_MODULES_ATTRIBUTE}]`)?.getAttribute(CLIENT_MODULES_ATTRIBUTE) ?? '';
  for (const url of modules.split(' ').filter(Boolean)) {
    import(/* @vite-ignore */ url).catch((error: unknown) => console.warn('[app] could not load', url, error));
  }
}

/** Runs `task` once the browser reports the page's first contentful paint on screen (or after {@link UNPAINTED_START_MS}). */
function afterFirstPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  setTimeout(run, UNPAINTED_START_MS);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/*
 * The one script a page's HTML runs (a few hundred bytes). Once the page has loaded (its stylesheet, fonts and the
 * images in view) and is on screen, it starts the page's modules, the client entry and the page type's code, all at
 * once. Until then the page is its HTML, which works on its own (links, forms, images), and the scripts share
 * neither a slow connection nor the main thread with what the visitor sees first.
 */
const start = () => afterFirstPaint(startModules);
if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
