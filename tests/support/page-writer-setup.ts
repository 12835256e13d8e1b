import type { ViteManifest } from '../../renderer/server/page-assets.js';
import type { SiteData } from '../../src/page-contract/site-data.js';
import type { PageWriterSetup } from '../../src/site-build/page-writer.js';

/** What a render thread needs to write pages into `staging` (page-writer.ts), for a site with an empty layout. */
export function pageWriterSetup(staging: string): PageWriterSetup {
  const site: SiteData = {
    locale: 'fr',
    shell: 'test-shell',
    buildDate: '2026-11-26',
    siteName: 'Carrier Beaumont Lessard',
    layout: { mainMenu: [], footerMenu: [], legalMenu: [], socialLinks: [], offices: [], footerText: null },
    errorPage: null,
  };
  return {
    manifest: {
      'renderer/client/client-boot.ts': { file: 'assets/boot.js' },
      'renderer/client/client-entry.tsx': { file: 'assets/entry.js' },
    } satisfies ViteManifest,
    staging,
    siteUrl: 'https://example.test',
    sites: {
      fr: { site, fallbackDescription: 'Cabinet' },
      en: { site: { ...site, locale: 'en' }, fallbackDescription: 'Firm' },
    },
  };
}
