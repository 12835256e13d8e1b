import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { algoliasearch } from 'algoliasearch';
import { algoliaHosts } from '../../src/search/algolia-hosts.js';
import { algoliaApi } from '../../src/search/server/algolia-api.js';
import { createIndexStore } from '../../src/search/server/index-store.js';
import { describeAlgoliaCalls, type Target } from './algolia-calls-suite.js';

async function searchServe(): Promise<Target> {
  const keys = {
    appId: 'CALLSAPP',
    searchKey: 'c0ffee00c0ffee00c0ffee00c0ffee00',
    adminKey: 'ad000000c0ffee00c0ffee00c0ffeeff',
  };
  const server: Server = createServer(algoliaApi({ store: createIndexStore(), keys }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const hosts = algoliaHosts(`http://127.0.0.1:${(server.address() as AddressInfo).port}`) ?? [];
  return {
    admin: algoliasearch(keys.appId, keys.adminKey, { hosts }),
    search: algoliasearch(keys.appId, keys.searchKey, { hosts }),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describeAlgoliaCalls('search:serve', searchServe);
