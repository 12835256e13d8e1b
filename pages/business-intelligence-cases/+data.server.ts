import { articleListEntries } from '../../src/page-kit/article-list-entries.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

export const entries = (context: PageBuildContext) =>
  articleListEntries(context, {
    document: 'cases-analyses',
    hub: 'page-cases-hub',
    listRoute: 'business-intelligence-cases',
    pageRoute: 'business-intelligence-cases-page-page',
  });
