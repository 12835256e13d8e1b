import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Locale } from '../../src/config/locales.js';
import { MessagesContext, SiteContext } from '../../src/components/site-context.js';
import { pageMessages } from '../../src/i18n/page-messages.js';
import type { PagePayload } from '../../src/page-contract/payload.js';
import type { SiteData } from '../../src/page-contract/site-data.js';

/** The server HTML of `node` inside a minimal site of `locale` (the home page, an empty layout). */
export function renderInSite(node: ReactNode, locale: Locale = 'fr'): string {
  const site: SiteData = {
    locale,
    shell: 'test-shell',
    buildDate: '2026-11-21',
    siteName: 'Carrier Beaumont Lessard',
    layout: { mainMenu: [], footerMenu: [], legalMenu: [], socialLinks: [], offices: [], footerText: null },
    errorPage: null,
  };
  const path = locale === 'fr' ? '/' : '/en/';
  const payload: PagePayload = {
    shell: site.shell,
    route: { name: 'index', locale, params: {} },
    page: 'index',
    path,
    alternatePaths: { fr: '/', en: '/en/' },
    head: {
      title: 'Test',
      description: 'Test page',
      canonical: `http://localhost${path}`,
      alternates: {},
      type: 'website',
      noIndex: true,
    },
    data: {},
  };
  return renderToString(
    <SiteContext.Provider value={{ site, payload }}>
      <MessagesContext.Provider value={pageMessages[locale]}>{node}</MessagesContext.Provider>
    </SiteContext.Provider>,
  );
}
