/**
 * `npm run search:sync`: pushes the last build's search records (`builds/search-records/`) to Algolia, one index per
 * language (`{ALGOLIA_INDEX_PREFIX}_{locale}`), with the site's settings. Needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY;
 * ALGOLIA_HOST sends it to another host answering Algolia's API (e.g. `npm run search:serve`).
 */
import { resolve } from 'node:path';
import { readConfig } from '../src/config/env.js';
import { readSearchRecords } from '../src/search/records-file.js';
import { syncAlgolia } from '../src/search/sync-algolia.js';

try {
  const counts = await syncAlgolia(readConfig(), await readSearchRecords(resolve('builds')));
  for (const [index, count] of Object.entries(counts)) console.log(`search:sync: ${index} holds ${count} records`);
} catch (error) {
  console.error(`search:sync: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
