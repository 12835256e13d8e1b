import { renderToString } from 'react-dom/server';
import { HeaderContents } from '../../src/components/layout/Header.js';
import { languageSwitchHref } from '../../src/components/layout/LanguageSwitcher.js';
import { navigationCurrent } from '../../src/components/links/LinkBlock.js';
import { MessagesContext, SiteContext, type SiteContextValue } from '../../src/components/site-context.js';
import { otherLocale } from '../../src/config/locales.js';
import type { PageMessages } from '../../src/i18n/page-messages.js';
import type { PagePayload } from '../../src/page-contract/payload.js';
import type { SiteData } from '../../src/page-contract/site-data.js';

/**
 * What the language switch's address is rendered as in the shared markup, then replaced by each page's own: an address
 * no page has, which React writes as it is (nothing in it to escape).
 */
const LANGUAGE_SWITCH_HREF = '/__language-switch__/';

/** A page's address as React writes it in an attribute value. */
const escapeAttribute = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char] ?? char,
  );

/** The header markup around the language switch's address. */
interface HeaderMarkup {
  before: string;
  after: string;
}

/** The header markup of each language (one site data object per language for a whole build), by current menu link. */
const headers = new WeakMap<SiteData, Map<string, HeaderMarkup>>();

/** Which main menu links are current on the page at `path` (MainNav marks them), as a key. */
function currentMenuKey(site: SiteData, path: string): string {
  return site.layout.mainMenu.map((link) => String(navigationCurrent(link, site.locale, path))).join(' ');
}

/**
 * The markup of the header's contents on a page: the same on every page of a language whose current menu links are
 * the same, but for the language switch's address (HeaderContents reads the page for nothing else). A build so renders
 * them once per language and current menu link (a handful of times) instead of once per page, where they were a
 * quarter of the render; the layout's header element holds them (header-slot.ts). A header that came to show more of
 * the page would show the first page's on the others: tests/build/shared-frame.test.ts compares every built page's
 * header with the one the browser renders when it hydrates that page.
 */
export function sharedHeaderMarkup(site: SiteData, messages: PageMessages, payload: PagePayload): string {
  let byMenu = headers.get(site);
  if (!byMenu) {
    byMenu = new Map();
    headers.set(site, byMenu);
  }
  const key = currentMenuKey(site, payload.path);
  let markup = byMenu.get(key);
  if (!markup) {
    const context: SiteContextValue = {
      site,
      payload: { ...payload, alternatePaths: { [otherLocale(site.locale)]: LANGUAGE_SWITCH_HREF } },
    };
    const parts = renderToString(
      <SiteContext.Provider value={context}>
        <MessagesContext.Provider value={messages}>
          <HeaderContents />
        </MessagesContext.Provider>
      </SiteContext.Provider>,
    ).split(LANGUAGE_SWITCH_HREF);
    const [before, after] = parts;
    if (parts.length !== 2 || before === undefined || after === undefined) {
      throw new Error(
        'The shared header must name the language switch’s address once (renderer/server/shared-header.tsx)',
      );
    }
    markup = { before, after };
    byMenu.set(key, markup);
  }
  return markup.before + escapeAttribute(languageSwitchHref(site.locale, payload.alternatePaths)) + markup.after;
}
