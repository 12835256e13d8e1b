import type { PageBuildContext, PageEntry } from '../page-contract/page-module.js';
import { isPage } from '../page-contract/page-module.js';
import type { PageDataModuleOf } from './page-data.js';

/**
 * A page type whose pages come from one computation over a few queries: a singleton's page, a hub and its `/page/{n}/`
 * pages. `paths()` and `data()` share the computation (once per page type and language in a build).
 */
let modules = 0;

export function computedPages<Data>(
  compute: (context: PageBuildContext) => Promise<PageEntry<Data>[]>,
): PageDataModuleOf<Data> {
  const key = `computed-pages-${++modules}`;
  const pages = (context: PageBuildContext) => context.memo(key, () => compute(context));
  return {
    paths: async (context) =>
      (await pages(context)).map((entry) => ({ route: entry.route, params: entry.params ?? {} })),
    data: async (ref, context) => (await pages(context)).find((entry) => isPage(ref, entry)) ?? null,
  };
}
