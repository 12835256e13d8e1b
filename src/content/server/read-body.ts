import type { IncomingMessage } from 'node:http';

export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'aborted' };

/**
 * Reads a request body as UTF-8 text, at most `limit` bytes. A larger body is drained and discarded (so that the
 * client can read the answer instead of seeing its upload cut) and reported as too large. A request whose client
 * went away before the end is reported as aborted.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > limit) resolve({ ok: false, reason: 'too-large' });
      else resolve({ ok: true, text: Buffer.concat(chunks).toString('utf8') });
    });
    req.on('error', () => resolve({ ok: false, reason: 'aborted' }));
  });
}
