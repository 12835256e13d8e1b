import { simpleDetailEntries } from '../../src/page-kit/simple-detail-entries.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

/** Generic pages sit right under the home page. */
export const entries = (context: PageBuildContext) => simpleDetailEntries(context, { document: 'generic-pages', route: 'slug', hubs: [] });
