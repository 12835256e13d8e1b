import { simpleDetailEntries } from '../../src/page-kit/simple-detail-entries.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

export const entries = (context: PageBuildContext) =>
  simpleDetailEntries(context, { document: 'abouts', route: 'about-slug', hubs: [{ document: 'page-about', route: 'about' }] });
