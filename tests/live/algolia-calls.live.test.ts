import { algoliasearch } from 'algoliasearch';
import { describeAlgoliaCalls, type Target } from '../search/algolia-calls-suite.js';

/**
 * Algolia itself, with a search-only key made for the run and deleted after it: `npm run test:live`, with
 * ALGOLIA_APP_ID and an ALGOLIA_ADMIN_KEY allowed to create keys and indexes (the indexes it makes are named
 * `firmtest_…` and deleted at the end).
 */
async function algolia(): Promise<Target> {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: adminKey } = process.env;
  if (!appId || !adminKey) {
    throw new Error(
      'npm run test:live: ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY must be set (an application to test against)',
    );
  }
  const admin = algoliasearch(appId, adminKey);
  const { key } = await admin.addApiKey({ acl: ['search'], description: 'firm-site test run', validity: 3600 });
  await admin.waitForApiKey({ key, operation: 'add' });
  return { admin, search: algoliasearch(appId, key), close: async () => void (await admin.deleteApiKey({ key })) };
}

describeAlgoliaCalls('Algolia', algolia);
