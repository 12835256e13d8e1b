import { renderToString } from 'react-dom/server';
import { Footer } from '../src/components/layout/Footer.js';
import { FOOTER_SLOT } from '../src/components/layout/footer-slot.js';
import { MessagesContext, SiteContext, type SiteContextValue } from '../src/components/site-context.js';
import type { PageMessages } from '../src/i18n/page-messages.js';
import type { PagePayload } from '../src/runtime/payload.js';
import type { SiteData } from '../src/runtime/site-data.js';

/** Each language's footer markup, by its site data (one object per language for a whole build). */
const footers = new WeakMap<SiteData, string>();

/**
 * The footer's markup for a language: the same on every page (it reads the site data and the messages, never the
 * page), so a build renders it once per language instead of once per page, where it was a third of each page's
 * markup. Reading the page's payload while it renders is an error, so a footer that came to depend on the page
 * would fail the build instead of showing one page's footer on every page.
 */
function sharedFooter(site: SiteData, messages: PageMessages): string {
  let footer = footers.get(site);
  if (footer === undefined) {
    const context: SiteContextValue = {
      site,
      get payload(): PagePayload {
        throw new Error('The footer is rendered once per language (renderer/shared-footer.tsx): it cannot read the page');
      },
    };
    footer = renderToString(
      <SiteContext.Provider value={context}>
        <MessagesContext.Provider value={messages}>
          <Footer />
        </MessagesContext.Provider>
      </SiteContext.Provider>,
    );
    footers.set(site, footer);
  }
  return footer;
}

/**
 * A document rendered with the footer's slot (FooterSlotContext), with the language's footer in its place: the last
 * such element, since only the page's content comes before the footer and only escaped JSON after it.
 */
export function withSharedFooter(html: string, site: SiteData, messages: PageMessages): string {
  const at = html.lastIndexOf(FOOTER_SLOT);
  if (at === -1) throw new Error('The document has no footer slot');
  return html.slice(0, at) + sharedFooter(site, messages) + html.slice(at + FOOTER_SLOT.length);
}
