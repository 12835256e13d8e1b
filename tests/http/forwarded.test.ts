import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, isHttpsRequest } from '../../src/http/forwarded.js';
import { listen } from './loopback.js';

/** A loopback server that answers, for each number of trusted proxies, the client address and protocol it reads. */
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  server = await listen((req, res) => {
    const trusted = Number(req.headers['x-trusted'] ?? 0);
    res.end(JSON.stringify({ address: clientAddress(req, trusted), https: isHttpsRequest(req, trusted) }));
  });
});

afterAll(() => server.close());

function read(trusted: number, headers: Record<string, string>): Promise<{ address: string; https: boolean }> {
  return new Promise((resolve, reject) => {
    request(
      { host: '127.0.0.1', port: server.port, headers: { ...headers, 'X-Trusted': String(trusted) }, agent: false },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(JSON.parse(body) as { address: string; https: boolean }));
      },
    )
      .on('error', reject)
      .end();
  });
}

describe('what the proxies before a server say (TRUST_PROXY)', () => {
  it('believes nothing a client sends when no proxy is trusted', async () => {
    expect(await read(0, { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' })).toEqual({
      address: '127.0.0.1',
      https: false,
    });
  });

  it('reads the entry the outermost trusted proxy wrote, never one the client put before it', async () => {
    expect(
      await read(1, { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9', 'X-Forwarded-Proto': 'http, https' }),
    ).toEqual({ address: '203.0.113.9', https: true });
    expect(
      await read(2, {
        'X-Forwarded-For': '198.51.100.1, 203.0.113.9, 10.0.0.2',
        'X-Forwarded-Proto': 'https, HTTPS, http',
      }),
    ).toEqual({ address: '203.0.113.9', https: true });
    expect(await read(1, { 'X-Forwarded-Proto': 'https, http' })).toEqual({ address: '127.0.0.1', https: false });
  });

  it('falls back to the socket when there are fewer entries than trusted proxies', async () => {
    expect(await read(2, { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' })).toEqual({
      address: '127.0.0.1',
      https: false,
    });
  });
});
