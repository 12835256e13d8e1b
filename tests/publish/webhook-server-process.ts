/**
 * `publish:serve`'s HTTP side in a process of its own, for the test that kills it (publish-webhook.test.ts): started
 * with `{dir, buildsDir, token}` as JSON, it prints its port, and its builds never finish (the kill comes first).
 */
import type { AddressInfo } from 'node:net';
import { createPublishServer } from '../../src/publish/publish-server.js';

const { dir, buildsDir, token } = JSON.parse(process.argv[2] ?? '{}') as {
  dir: string;
  buildsDir: string;
  token: string;
};
const { server } = createPublishServer({
  dir,
  buildsDir,
  token,
  env: {},
  run: () => new Promise(() => {}),
  log: () => {},
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
