/**
 * When a form mounting now appeared to the visitor (ms since epoch). On the page the visitor landed on, that is the
 * page's first paint: its fields work as plain HTML before the page's code runs, so they may already be filled when it
 * does. After a client navigation, it is now.
 */
export function formShownAt(): number {
  const [landing] = performance.getEntriesByType('navigation');
  if (!landing || new URL(landing.name).pathname !== window.location.pathname) return Date.now();
  const [paint] = performance.getEntriesByName('first-contentful-paint');
  return Math.round(performance.timeOrigin + (paint?.startTime ?? 0));
}
