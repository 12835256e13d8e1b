import type { IncomingMessage } from 'node:http';

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** A request's body as text, at most `limit` bytes (413 beyond, without reading the rest). */
export async function readBodyText(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyError(413, `The body is larger than ${limit} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyError(413, `The body is larger than ${limit} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A request's JSON body, at most `limit` bytes (413 beyond, without reading the rest), or undefined when empty;
 * anything that is not JSON is a 400.
 */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const text = (await readBodyText(req, limit)).trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(400, 'The body is not valid JSON.');
  }
}
