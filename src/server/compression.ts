import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Sibling file extension of a precompressed representation. */
export const encodingExtensions: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

const preference: readonly Encoding[] = ['br', 'gzip'];

/** Quality of an Accept-Encoding coding (`*` applies to codings not listed), 0 when refused. */
function qualities(header: string): (coding: string) => number {
  const listed = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    listed.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  return (coding) => listed.get(coding) ?? listed.get('*') ?? 0;
}

/** The encodings the client accepts, best first (by quality, then brotli before gzip); empty for identity only. */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  if (!acceptEncoding) return [];
  const quality = qualities(acceptEncoding);
  return preference.filter((encoding) => quality(encoding) > 0).sort((a, b) => quality(b) - quality(a));
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compress on the fly, at CDN-like speed settings (brotli quality 5, gzip level 6). */
export function compress(data: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      })
    : gzipAsync(data, { level: 6 });
}

/** Least-recently-used cache of compressed bodies, bounded by total bytes. */
export class CompressedCache {
  readonly #entries = new Map<string, Buffer>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get(key: string): Buffer | undefined {
    const value = this.#entries.get(key);
    if (value) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.#maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#bytes -= previous.length;
      this.#entries.delete(key);
    }
    this.#entries.set(key, value);
    this.#bytes += value.length;
    for (const [oldest, buffer] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= buffer.length;
    }
  }
}
