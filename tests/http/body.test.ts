import type { IncomingMessage } from 'node:http';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyError, readBodyText, readFormBody, readJsonBody } from '../../src/http/body.js';
import { sendError, sendJson } from '../../src/http/json-response.js';
import { listen, send } from './loopback.js';

const LIMIT = 64;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A server that answers 200 with what `read` made of the body, or the BodyError's status. */
async function serve(read: (req: IncomingMessage) => Promise<unknown>) {
  const server = await listen((req, res) => {
    read(req).then(
      (value) =>
        sendJson(res, 200, { value: value instanceof URLSearchParams ? Object.fromEntries(value) : (value ?? null) }),
      (error: unknown) =>
        sendError(
          res,
          error instanceof BodyError ? error.status : 500,
          error instanceof Error ? error.message : String(error),
        ),
    );
  });
  close = server.close;
  return server.port;
}

describe('readBodyText', () => {
  it('reads a body up to the limit, in any number of chunks, as UTF-8', async () => {
    const port = await serve((req) => readBodyText(req, LIMIT));
    const text = 'é'.repeat(LIMIT / 2);
    const response = await send(port, [Buffer.from(text).subarray(0, 3), Buffer.from(text).subarray(3)]);
    expect(JSON.parse(response.body)).toEqual({ value: text });
  });

  it('refuses with 413 a body whose declared length is over the limit, before reading it', async () => {
    const port = await serve((req) => readBodyText(req, LIMIT));
    const response = await send(port, ['x'.repeat(LIMIT + 1)], { 'Content-Length': String(LIMIT + 1) });
    expect(response.status).toBe(413);
  });

  it('refuses with 413 a chunked body that grows past the limit, and the client still reads the answer', async () => {
    const port = await serve((req) => readBodyText(req, LIMIT));
    const response = await send(
      port,
      Array.from({ length: 200 }, () => 'x'.repeat(1024)),
    );
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ error: `The body is larger than ${LIMIT} bytes.` });
  });

  it('rejects with an error that is not a BodyError when the client goes away mid-body', async () => {
    // The reading is wrapped: a promise resolved with a promise would wait for it.
    let received: (started: { reading: Promise<string> }) => void = () => undefined;
    const started = new Promise<{ reading: Promise<string> }>((resolve) => (received = resolve));
    const server = await listen((req) => {
      const reading = readBodyText(req, LIMIT).then(
        () => 'resolved',
        (error: unknown) => (error instanceof BodyError ? 'body error' : 'other error'),
      );
      received({ reading });
    });
    close = server.close;
    const req = request({ host: '127.0.0.1', port: server.port, method: 'POST', agent: false });
    req.on('error', () => undefined);
    req.write('partial');
    const { reading } = await started;
    req.destroy();
    await expect(reading).resolves.toBe('other error');
  });
});

describe('readJsonBody', () => {
  it('parses JSON and gives undefined for an empty body', async () => {
    const port = await serve((req) => readJsonBody(req, LIMIT));
    expect(JSON.parse((await send(port, ['{"a":[1,2]}'])).body)).toEqual({ value: { a: [1, 2] } });
    expect(JSON.parse((await send(port, ['  '])).body)).toEqual({ value: null });
  });

  it.each(['{', '{"a":1}}', "{'a':1}", 'undefined', '\u0000', '{"a":"\ud800"'])(
    'answers 400 to malformed JSON %j',
    async (text) => {
      const port = await serve((req) => readJsonBody(req, LIMIT));
      const response = await send(port, [text]);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ error: 'The body is not valid JSON.' });
    },
  );

  it('answers 413 to oversized JSON rather than parsing it', async () => {
    const port = await serve((req) => readJsonBody(req, LIMIT));
    expect((await send(port, [JSON.stringify({ a: 'x'.repeat(LIMIT) })])).status).toBe(413);
  });
});

describe('readFormBody', () => {
  it('reads an urlencoded form, a field repeated keeping its last value in the object', async () => {
    const port = await serve((req) => readFormBody(req, LIMIT));
    const response = await send(port, ['name=L%C3%A9a+B&email=a%40b.c&x=1&x=2']);
    expect(JSON.parse(response.body)).toEqual({ value: { name: 'Léa B', email: 'a@b.c', x: '2' } });
  });

  it('answers 413 to an oversized form', async () => {
    const port = await serve((req) => readFormBody(req, LIMIT));
    expect((await send(port, [`a=${'x'.repeat(LIMIT)}`])).status).toBe(413);
  });
});
