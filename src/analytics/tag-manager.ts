import { dataLayer } from './data-layer.js';

/** Where the tag manager's container script comes from (the Content-Security-Policy allows it when GTM_ID is set). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

export function tagManagerUrl(id: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
}

/**
 * Loads the container once (Google's head snippet, without its noscript iframe, which would contact Google before
 * any consent): the `gtm.js` start event, then the script, async. Returns false when it was already loaded.
 */
export function loadTagManager(id: string, doc: Document = document): boolean {
  if (doc.querySelector(`script[data-tag-manager]`)) return false;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = tagManagerUrl(id);
  script.dataset.tagManager = '';
  doc.head.append(script);
  return true;
}
