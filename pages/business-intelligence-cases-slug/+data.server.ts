import { articleDetailEntries } from '../../src/page-kit/article-entry.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

export const entries = (context: PageBuildContext) =>
  articleDetailEntries(context, {
    document: 'cases-analyses',
    route: 'business-intelligence-cases-slug',
    hubs: [
      { document: 'page-business-intel', route: 'business-intelligence' },
      { document: 'page-cases-hub', route: 'business-intelligence-cases' },
    ],
    schemaType: 'Article',
  });
