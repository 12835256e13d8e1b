import { connect } from 'node:net';
import { expect } from 'vitest';

/** A raw answer: its status, its head as sent (status line and headers) and its body. */
export interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** One hostile request of a table: what is sent as is over a socket, and the status the server must answer. */
export interface HostileRequest {
  /** What the request tries (shown as the test's name). */
  name: string;
  method?: string;
  /** The request target exactly as sent: no encoding, no normalization (it may hold CR, LF or NUL). */
  target: string;
  headers?: Record<string, string>;
  body?: string;
  /** Body chunks sent one by one with a pause between them (a slow client). */
  slowBody?: { chunks: string[]; pauseMs: number };
  /** The client closes its side once it has sent what it has (a body shorter than its Content-Length: it went away). */
  hangUp?: boolean;
  status: number;
  /** A header the answer must not carry (lower case), e.g. one a CRLF in the path would inject. */
  absentHeader?: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bytes of `request` as a client would send them, with Host and `Connection: close`. */
function requestText({ method = 'GET', target, headers = {}, body, slowBody }: HostileRequest): {
  head: string;
  chunks: string[];
} {
  const chunks = slowBody?.chunks ?? (body === undefined ? [] : [body]);
  const length = chunks.reduce((total, chunk) => total + Buffer.byteLength(chunk), 0);
  const all: Record<string, string> = {
    Host: '127.0.0.1',
    Connection: 'close',
    ...(chunks.length > 0 ? { 'Content-Length': String(length) } : {}),
    ...headers,
  };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
  return { head: `${method} ${target} HTTP/1.1\r\n${lines.join('')}\r\n`, chunks };
}

/** Sends `request` over a new loopback connection, byte for byte, and reads the answer until the server closes. */
export function sendRaw(port: number, request: HostileRequest): Promise<RawAnswer> {
  const { head, chunks } = requestText(request);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server may close as soon as it has answered, while a slow body is still on its way.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') socket.destroy();
      else reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, head: end === -1 ? text : text.slice(0, end), body: end === -1 ? '' : text.slice(end + 4) });
    });
    socket.once('connect', () => {
      void (async () => {
        socket.write(head, 'latin1');
        for (const [index, chunk] of chunks.entries()) {
          if (socket.destroyed) return;
          if (index > 0 && request.slowBody) await pause(request.slowBody.pauseMs);
          socket.write(chunk);
        }
        if (request.hangUp) socket.end();
      })();
    });
  });
}

/** Sends `request` and checks its status (and that it carries no `absentHeader`). */
export async function expectAnswer(port: number, request: HostileRequest): Promise<RawAnswer> {
  const answer = await sendRaw(port, request);
  expect(answer.status, `${request.name}: ${JSON.stringify(request.target)}\n${answer.head}`).toBe(request.status);
  if (request.absentHeader) expect(answer.head.toLowerCase()).not.toContain(`\r\n${request.absentHeader}:`);
  return answer;
}

/** A header larger than Node's 16 KB limit on a request's head (answered 431). */
export const HUGE_HEADER = { 'X-Padding': 'a'.repeat(20 * 1024) };
