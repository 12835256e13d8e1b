import type { PageMessages } from '../src/i18n/page-messages.js';
import type { SiteData } from '../src/page-contract/site-data.js';
import { sharedScriptJson } from './script-json.js';

/** The element ids of the inline site data and messages, which the client entry reads when a page names no site module. */
export const INLINE_SITE_ID = '__SITE__';
export const INLINE_MESSAGES_ID = '__MESSAGES__';

/**
 * A language's site data and messages inline, as JSON data blocks: in the 404 pages and in pages rendered on request
 * (dev, preview), which name no site module (src/page-contract/site-module.ts).
 */
export function InlineSiteData({ site, messages }: { site: SiteData; messages: PageMessages }) {
  return (
    <>
      <script
        id={INLINE_SITE_ID}
        type="application/json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (sharedScriptJson)
        dangerouslySetInnerHTML={{ __html: sharedScriptJson(site) }}
      />
      <script
        id={INLINE_MESSAGES_ID}
        type="application/json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (sharedScriptJson)
        dangerouslySetInnerHTML={{ __html: sharedScriptJson(messages) }}
      />
    </>
  );
}
