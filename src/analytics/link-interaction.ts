import type { Interaction } from './data-layer.js';

/** What a click on a link tells about it. */
export interface ClickedLink {
  href: string;
  /** It has a `download` attribute. */
  download: boolean;
  /** The language it switches to (the header's language switcher), if it is that link. */
  languageSwitch?: string | undefined;
  /** It is styled as a call to action (`.button`). */
  isButton: boolean;
  /** Its visible text or accessible name. */
  label: string;
}

/** Files a visitor downloads rather than visits: vCards, documents, calendars, archives. */
const DOWNLOAD = /\.(vcf|pdf|ics|docx?|xlsx?|pptx?|zip)$/i;

/**
 * The interaction a link click is, for the data layer, or null for a plain internal link (its page view is counted).
 * Most specific first: language switch, download, contact (mailto:, tel:), outbound link, call to action.
 */
export function linkInteraction(link: ClickedLink, siteOrigin: string): Interaction | null {
  let url: URL;
  try {
    url = new URL(link.href, siteOrigin);
  } catch {
    return null;
  }
  const targetProperties = { label: link.label.replace(/\s+/g, ' ').trim().slice(0, 100) };
  const target = url.href;
  if (link.languageSwitch)
    return {
      target,
      action: 'switch',
      interactionType: 'language-switch',
      targetProperties: { ...targetProperties, language: link.languageSwitch },
    };
  if (link.download || DOWNLOAD.test(url.pathname))
    return { target, action: 'click', interactionType: 'download', targetProperties };
  if (url.protocol === 'mailto:' || url.protocol === 'tel:')
    return { target, action: 'click', interactionType: 'contact', targetProperties };
  if (/^https?:$/.test(url.protocol) && url.origin !== siteOrigin)
    return { target, action: 'click', interactionType: 'outbound-link', targetProperties };
  if (link.isButton) return { target, action: 'click', interactionType: 'cta', targetProperties };
  return null;
}
