/**
 * `npm run search:serve [-- --port N] [--host H]`: Algolia's REST API over the embedded engine, for offline use and
 * tests — not a production search service (one process, in memory). It starts with the last build's records
 * (`builds/search-records/`) when there are some; `npm run search:sync` with ALGOLIA_HOST pointing here replaces them.
 * Keys: ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY and ALGOLIA_ADMIN_KEY; without the first two, the local (public) ones;
 * without ALGOLIA_ADMIN_KEY, a random admin key printed once at start (no admin key is written in the repository).
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { readConfig } from '../src/config/env.js';
import { localeCodes } from '../src/config/locales.js';
import { algoliaIndexName } from '../src/page-contract/algolia-connection.js';
import { indexSettings } from '../src/search/index-settings.js';
import { readSearchRecords } from '../src/search/records-file.js';
import { algoliaApi } from '../src/search/server/algolia-api.js';
import { createIndexStore } from '../src/search/server/index-store.js';
import { LOCAL_SEARCH_KEYS, randomAdminKey } from '../src/search/server/local-keys.js';
import { runServer } from '../src/server/run-server.js';
import { parseCommand } from './cli/parse-command.js';

// --help, and arguments checked against the command table; runServer reads the same options.
parseCommand('search:serve');

void runServer(
  'search:serve',
  async () => {
    const config = readConfig();
    const keys = {
      appId: config.algoliaAppId ?? LOCAL_SEARCH_KEYS.appId,
      searchKey: config.algoliaSearchKey ?? LOCAL_SEARCH_KEYS.searchKey,
      adminKey: config.algoliaAdminKey ?? randomAdminKey(),
    };
    const store = createIndexStore();
    try {
      const records = await readSearchRecords(resolve('builds'));
      for (const locale of localeCodes) {
        const indexName = algoliaIndexName(config.algoliaIndexPrefix, locale);
        store.save(indexName, records[locale]);
        store.setSettings(indexName, indexSettings(locale));
        console.log(`${indexName}: ${records[locale].length} records from the last build`);
      }
    } catch (error) {
      console.log(`Empty indexes: ${(error as Error).message}`);
    }
    console.log(
      `Application ${keys.appId}; search key ${keys.searchKey}; ${config.algoliaAdminKey ? 'admin key from ALGOLIA_ADMIN_KEY' : `admin key for this run only: ${keys.adminKey}`}`,
    );
    return createServer(algoliaApi({ store, keys }));
  },
  { needsDir: false, servesDir: false },
);
