import { afterEach, describe, expect, it } from 'vitest';
import { sendError, sendJson, sendJsonText } from '../../src/http/json-response.js';
import { listen, send } from './loopback.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('JSON responses', () => {
  it('send the value with its type, its byte length and the caller headers', async () => {
    const server = await listen((_req, res) =>
      sendJson(res, 201, { name: 'Léa', n: [1] }, { 'Cache-Control': 'no-store' }),
    );
    close = server.close;
    const response = await send(server.port, []);
    expect(response.status).toBe(201);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength('{"name":"Léa","n":[1]}')));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(response.body)).toEqual({ name: 'Léa', n: [1] });
  });

  it('send errors as {"error": message}', async () => {
    const server = await listen((_req, res) => sendError(res, 405, 'Use POST.', { Allow: 'POST' }));
    close = server.close;
    const response = await send(server.port, []);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(JSON.parse(response.body)).toEqual({ error: 'Use POST.' });
  });

  it('send text as it is (a deliberately broken body) and never write twice', async () => {
    const server = await listen((_req, res) => {
      sendJsonText(res, 200, '{"data":');
      sendError(res, 500, 'too late');
    });
    close = server.close;
    const response = await send(server.port, []);
    expect(response.status).toBe(200);
    expect(response.body).toBe('{"data":');
  });
});
