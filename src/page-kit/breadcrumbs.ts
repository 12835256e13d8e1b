import { recordTypeAt } from '../content-model/model/record-types.js';
import type { Crumb } from '../page-contract/page-view.js';
import { translate } from '../i18n/messages.js';
import { buildPath } from '../routing/build-path.js';
import type { RouteName } from '../routing/routes.js';
import type { PageBuildContext } from '../page-contract/page-module.js';
import { isPageDocument, loadSingleton } from './singleton-entry.js';

/** The start of a detail page's trail: the home page, then each hub above the page, titled by its singleton. */
export async function hubCrumbs(context: PageBuildContext, hubs: readonly RouteName[]): Promise<Crumb[]> {
  const home = { title: translate(context.locale, 'breadcrumb.home'), path: buildPath('index', context.locale) };
  const above = await Promise.all(
    hubs.map(async (route) => {
      const hub = recordTypeAt(route);
      if (!hub || !isPageDocument(hub.document))
        throw new Error(`No page singleton is rendered at the hub route "${route}"`);
      return { title: (await loadSingleton(context, hub.document)).title, path: buildPath(route, context.locale) };
    }),
  );
  return [home, ...above];
}
