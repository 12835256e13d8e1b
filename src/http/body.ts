/**
 * Reading a request's body, bounded. Every server reads bodies here: as text, as JSON or as an urlencoded form, at
 * most `limit` bytes. A body declared larger (Content-Length) is refused before anything is read; one that grows past
 * the limit while arriving is refused at once and the rest is drained unread, so that the client can still read the
 * answer. Both are a {@link BodyError} with status 413; a body that is not what was asked for (JSON that does not
 * parse) is one with status 400. A client that goes away mid-body rejects with an error that is not a BodyError.
 */
import type { IncomingMessage } from 'node:http';

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

const tooLarge = (limit: number) => new BodyError(413, `The body is larger than ${limit} bytes.`);

/** A request's body as UTF-8 text, at most `limit` bytes. */
export function readBodyText(req: IncomingMessage, limit: number): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData).off('end', onEnd).resume();
      reject(tooLarge(limit));
    };
    const onEnd = () => resolve(Buffer.concat(chunks).toString('utf8'));
    req.on('data', onData).on('end', onEnd).once('error', reject);
    req.once('close', () => reject(new Error('The client went away before the end of the body.')));
  });
}

/** A request's JSON body, at most `limit` bytes, or undefined when it is empty; anything that is not JSON is a 400. */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const text = (await readBodyText(req, limit)).trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(400, 'The body is not valid JSON.');
  }
}

/** A request's `application/x-www-form-urlencoded` body, at most `limit` bytes. */
export async function readFormBody(req: IncomingMessage, limit: number): Promise<URLSearchParams> {
  return new URLSearchParams(await readBodyText(req, limit));
}
