import type { Crumb } from '../content/types/content-types.js';
import { translate } from '../i18n/messages.js';
import { buildPath } from '../routing/build-path.js';
import type { RouteName } from '../routing/routes.js';
import type { PageBuildContext } from '../runtime/page-module.js';
import { loadSingleton } from './singleton-entry.js';

/** A hub above a detail page: the document of its singleton (which names it) and its route. */
export interface HubRef {
  document: string;
  route: RouteName;
}

/** The start of a detail page's trail: the home page, then each hub above the page, titled by its singleton. */
export async function hubCrumbs(context: PageBuildContext, hubs: readonly HubRef[]): Promise<Crumb[]> {
  const home = { title: translate(context.locale, 'breadcrumb.home'), path: buildPath('index', context.locale) };
  const above = await Promise.all(
    hubs.map(async (hub) => ({
      title: (await loadSingleton(context, hub.document)).title,
      path: buildPath(hub.route, context.locale),
    })),
  );
  return [home, ...above];
}
