import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '../../src/http/json-response.js';
import { logRequest } from '../../src/http/request-log.js';
import { listen, send } from './loopback.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('the request log', () => {
  it('writes one line per request with the path, the status and the time, never the query string', async () => {
    const lines: string[] = [];
    const server = await listen((req, res) => {
      logRequest('preview', req, res, (line) => lines.push(line));
      sendJson(res, 303, {});
    });
    close = server.close;
    await send(server.port, [], {}, '/api/preview?token=s3cret-token&redirect=/a/');
    await send(server.port, [], {}, '/fr/?token=other#x');
    await expect.poll(() => lines.length).toBe(2);
    expect(lines[0]).toMatch(/^\[preview\] POST \/api\/preview 303 \d+ms$/);
    expect(lines[1]).toMatch(/^\[preview\] POST \/fr\/ 303 \d+ms$/);
    expect(lines.join('\n')).not.toContain('token');
  });
});
