import { articleDetailEntries } from '../../src/page-kit/article-entry.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

/** Major cases have no list page of their own: they sit under the business intelligence hub. */
export const entries = (context: PageBuildContext) =>
  articleDetailEntries(context, {
    document: 'major-cases',
    route: 'business-intelligence-dossier-slug',
    hubs: [{ document: 'page-business-intel', route: 'business-intelligence' }],
    schemaType: 'Article',
  });
