import { describe } from 'vitest';
import { indexSettings } from '../../src/search/index-settings.js';
import { createLocalEngine } from '../../src/search/local-engine.js';
import { contractRecords, searchContract } from './search-contract.js';

const engine = createLocalEngine(contractRecords, indexSettings('fr'));

describe('the embedded search engine (InstantSearch client contract)', () => {
  searchContract('site_fr-CA', () => async (requests) => engine.search(requests));
});
