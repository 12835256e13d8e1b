import type { InsightsEvent } from 'instantsearch.js/es/middlewares/createInsightsMiddleware';
import aa from 'search-insights';
import { readConsent } from '../../analytics/consent-choice.js';
import { pushEvent } from '../../analytics/data-layer.js';
import { safeLocalStorage } from '../../client-state/safe-storage.js';
import type { SiteData } from '../../page-contract/site-data.js';

/** The data layer event carrying a search insight when there is no Algolia to send it to. */
export const SEARCH_INSIGHT_EVENT = 'search-insight';

/**
 * Where the search page's insights go (viewed, clicked and converted object ids, clicked filters; InstantSearch
 * chunks ids by 20): to Algolia through the bundled search-insights (no script from another host) when the site
 * searches Algolia's own hosts, else to the data layer. When the visitor was asked for consent, only after they
 * allowed analytics.
 */
export function insightsOptions(site: SiteData) {
  const toAlgolia = site.algolia && !site.algolia.host;
  if (toAlgolia && site.algolia)
    aa('init', { appId: site.algolia.appId, apiKey: site.algolia.searchKey, useCookie: false, partial: true });
  return {
    insightsClient: toAlgolia ? aa : null,
    onEvent(event: InsightsEvent) {
      const consent = site.gtmId ? readConsent(safeLocalStorage()) : null;
      if (site.gtmId && !consent?.analytics) return;
      if (toAlgolia && event.insightsMethod) {
        (aa as (method: string, payload: unknown) => void)(event.insightsMethod, event.payload);
        return;
      }
      pushEvent({
        event: SEARCH_INSIGHT_EVENT,
        insightsMethod: event.insightsMethod ?? '',
        eventType: event.eventType,
        widgetType: event.widgetType,
        payload: event.payload,
      });
    },
  };
}
