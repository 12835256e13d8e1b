import type { ReactNode } from 'react';
import { ExternalLink } from '../links/ExternalLink.js';

/** Whether a URL of the content leaves the site (http, https or protocol-relative). */
export function isExternalUrl(url: string): boolean {
  return /^(?:https?:)?\/\//i.test(url);
}

/**
 * A link of structured text to a URL: a site path, an anchor, `mailto:` or `tel:` stays in the tab; any other
 * site opens in a new one (with the screen-reader note of ExternalLink).
 */
export function UrlLink({ url, children }: { url: string; children: ReactNode }) {
  return isExternalUrl(url) ? <ExternalLink href={url}>{children}</ExternalLink> : <a href={url}>{children}</a>;
}
