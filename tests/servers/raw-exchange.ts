import { connect } from 'node:net';

/** One request of the replay, sent byte for byte over a new loopback connection. */
export interface ReplayRequest {
  /** What the request tries; unique within its server's list (the recording's key). */
  name: string;
  method?: string;
  /** The request target exactly as sent: no encoding, no normalization. */
  target: string;
  headers?: Record<string, string>;
  body?: string;
  /** Headers taken from the answer to the request before it (an ETag sent back as If-None-Match). */
  headersFrom?: (previous: Exchange) => Record<string, string>;
}

/** An answer as it came: status, headers in order with their names as sent, and the body (de-chunked). */
export interface Exchange {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** The value of header `name` (any case) in an answer. */
export function headerOf(exchange: Exchange, name: string): string | undefined {
  return exchange.headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
}

function requestBytes({ method = 'GET', target, headers = {}, body }: ReplayRequest, extra: Record<string, string>) {
  const all: Record<string, string> = {
    Host: '127.0.0.1',
    Connection: 'close',
    ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }),
    ...headers,
    ...extra,
  };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
  return Buffer.concat([
    Buffer.from(`${method} ${target} HTTP/1.1\r\n${lines.join('')}\r\n`, 'latin1'),
    Buffer.from(body ?? ''),
  ]);
}

/** The body of a chunked answer, its chunks joined. */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const end = data.indexOf('\r\n', at);
    if (end === -1) break;
    const size = Number.parseInt(data.subarray(at, end).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(data.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses the bytes a server sent until it closed. */
function parseAnswer(data: Buffer, method: string): Exchange {
  const end = data.indexOf('\r\n\r\n');
  const head = (end === -1 ? data : data.subarray(0, end)).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
  const headers = head.slice(1).map((line): [string, string] => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon), line.slice(colon + 1).trim()];
  });
  const raw = end === -1 || method === 'HEAD' ? Buffer.alloc(0) : data.subarray(end + 4);
  const chunked = headers.some(([name, value]) => name.toLowerCase() === 'transfer-encoding' && value === 'chunked');
  return { status, headers, body: chunked ? dechunk(raw) : raw };
}

/**
 * Sends `request` to `port` and resolves the answer once the server closes the connection (the request says
 * `Connection: close`), or once `streamMs` passed for an answer that stays open (server-sent events).
 */
export function exchange(port: number, request: ReplayRequest, previous?: Exchange, streamMs = 300): Promise<Exchange> {
  const extra = previous && request.headersFrom ? request.headersFrom(previous) : {};
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const done = () => resolve(parseAnswer(Buffer.concat(received), request.method ?? 'GET'));
    const timer = setTimeout(() => socket.destroy(), streamMs * 20);
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      if (/text\/event-stream/i.test(Buffer.concat(received).toString('latin1'))) {
        clearTimeout(timer);
        setTimeout(() => socket.destroy(), streamMs);
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') socket.destroy();
      else reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      done();
    });
    socket.once('connect', () => socket.write(requestBytes(request, extra)));
  });
}
