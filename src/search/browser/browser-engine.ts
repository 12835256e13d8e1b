import { indexSettings } from '../index-settings.js';
import { createLocalEngine, type LocalEngine } from '../local-engine.js';
import { browserIndexFacets } from './index-facets.js';
import { browserIndexMatcher } from './index-matcher.js';
import { readBrowserIndex } from './index-text.js';

/**
 * The search page's engine over a browser index file (its bytes): its words come indexed and its facet values
 * numbered (nothing is indexed here), its records read as hits show them.
 */
export function browserIndexEngine(file: Uint8Array): LocalEngine {
  const index = readBrowserIndex(file);
  const settings = indexSettings(index.locale);
  return createLocalEngine(index.records, settings, browserIndexMatcher(index, settings), browserIndexFacets(index));
}
