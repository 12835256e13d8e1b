import { renderToString } from 'react-dom/server';
import { FooterContents } from '../../src/components/layout/Footer.js';
import { MessagesContext, SiteContext, type SiteContextValue } from '../../src/components/site-context.js';
import type { PageMessages } from '../../src/i18n/page-messages.js';
import type { PagePayload } from '../../src/page-contract/payload.js';
import type { SiteData } from '../../src/page-contract/site-data.js';

/** The markup of each language's footer contents, by its site data (one object per language for a whole build). */
const footers = new WeakMap<SiteData, string>();

/**
 * The markup of a language's footer contents: the same on every page (they read the site data and the messages, never
 * the page), so a build renders them once per language instead of once per page, where they were a third of each
 * page's markup; the layout's footer element holds them (footer-slot.ts). Reading the page's payload while they render
 * is an error, so a footer that came to depend on the page would fail the build instead of showing one page's footer
 * on every page.
 */
export function sharedFooterMarkup(site: SiteData, messages: PageMessages): string {
  let footer = footers.get(site);
  if (footer === undefined) {
    const context: SiteContextValue = {
      site,
      get payload(): PagePayload {
        throw new Error(
          'The footer is rendered once per language (renderer/server/shared-footer.tsx): it cannot read the page',
        );
      },
    };
    footer = renderToString(
      <SiteContext.Provider value={context}>
        <MessagesContext.Provider value={messages}>
          <FooterContents />
        </MessagesContext.Provider>
      </SiteContext.Provider>,
    );
    footers.set(site, footer);
  }
  return footer;
}
