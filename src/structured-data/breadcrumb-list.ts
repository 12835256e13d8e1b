import type { Crumb } from '../page-contract/page-view.js';
import { withContext, type JsonLdNode } from './json-ld.js';

/** A BreadcrumbList of a page's trail; `url` makes each path public. */
export function breadcrumbList(trail: readonly Crumb[], url: (path: string) => string): JsonLdNode {
  return withContext({
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: url(crumb.path),
    })),
  });
}
