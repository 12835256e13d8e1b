/**
 * `npm run search:sync`: pushes the last build's search records (`builds/search-records/`) to Algolia, one index per
 * language (`{ALGOLIA_INDEX_PREFIX}_{locale}`), with the site's settings: a full replace, for a first sync or a repair
 * (a build sends only what changed since the last one). `npm run search:sync -- --check` changes nothing: it lists
 * the records each index misses, holds beyond the build's, or holds with other content, and exits with 1 when an
 * index drifted. Needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY; ALGOLIA_HOST sends it to another host answering
 * Algolia's API (e.g. `npm run search:serve`).
 */
import { resolve } from 'node:path';
import { readConfig } from '../src/config/env.js';
import { hasDrift } from '../src/search/index-drift.js';
import { readSearchRecords } from '../src/search/records-file.js';
import { algoliaDrift, syncAlgolia } from '../src/search/sync-algolia.js';
import { exitAfterOutput } from './cli/finish.js';
import { parseCommand } from './cli/parse-command.js';
import { failureText } from './cli/report-failure.js';

/** How many objectIDs of each kind of drift are printed. */
const SHOWN_IDS = 10;

const listed = (ids: readonly string[]) =>
  ids.length ? `: ${ids.slice(0, SHOWN_IDS).join(', ')}${ids.length > SHOWN_IDS ? ', …' : ''}` : '';

const { values } = parseCommand('search:sync');
try {
  const config = readConfig();
  const records = await readSearchRecords(resolve('builds'));
  if (values.check) {
    const drifts = await algoliaDrift(config, records);
    for (const drift of drifts) {
      if (!hasDrift(drift)) {
        console.log(`search:sync --check: ${drift.indexName} holds the build's records`);
        continue;
      }
      console.log(`search:sync --check: ${drift.indexName} drifted from the build's records`);
      console.log(`  missing ${drift.missing.length}${listed(drift.missing)}`);
      console.log(`  extra ${drift.extra.length}${listed(drift.extra)}`);
      console.log(`  different ${drift.different.length}${listed(drift.different)}`);
    }
    if (drifts.some(hasDrift)) {
      console.log("search:sync --check: run `npm run search:sync` to replace the indexes with the build's records");
      await exitAfterOutput(1);
    }
  } else {
    const counts = await syncAlgolia(config, records);
    for (const [index, count] of Object.entries(counts)) console.log(`search:sync: ${index} holds ${count} records`);
  }
} catch (error) {
  console.error(`search:sync: ${failureText(error)}`);
  await exitAfterOutput(1);
}
