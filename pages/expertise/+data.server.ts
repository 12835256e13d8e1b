import { buildPath } from '../../src/routing/build-path.js';
import type { RouteName } from '../../src/routing/routes.js';
import { byPosition, expertiseCard } from '../../src/page-kit/cards.js';
import { hubEntry } from '../../src/page-kit/hub-entry.js';
import { loadSingleton } from '../../src/page-kit/singleton-entry.js';
import type { SingletonDocument } from '../../src/content-model/content-data.js';
import type { DocumentOf, TemplateModel } from '../../src/content-model/content-results.js';
import type { PageBuildContext } from '../../src/page-contract/page-module.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';
import type { PageData } from '../../src/page-kit/page-data.js';

/** The expertise hub: practice areas, industries and services, each section titled by its hub and linking to it. */
async function pages(context: PageBuildContext) {
  const section = async (
    id: string,
    document: DocumentOf<TemplateModel<'expertise'>>,
    hub: { document: SingletonDocument; route: RouteName },
  ) => {
    const [records, page] = await Promise.all([
      context.queryAll(document, 'items'),
      loadSingleton(context, hub.document),
    ]);
    return {
      id,
      heading: page.title,
      items: records.sort(byPosition).map(expertiseCard),
      more: { path: buildPath(hub.route, context.locale), title: page.title },
    };
  };
  const sections = await Promise.all([
    section('practice-areas', 'practice-areas', { document: 'page-practice-area-hub', route: 'practice-area' }),
    section('industries', 'industries', { document: 'page-industries-hub', route: 'industries' }),
    section('services', 'services', { document: 'page-services-hub', route: 'services' }),
  ]);
  return [await hubEntry(context, { document: 'page-expertise', route: 'expertise', sections })];
}

export const { paths, data } = computedPages(pages);

export type Data = PageData<typeof data>;
