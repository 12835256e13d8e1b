import { extname } from 'node:path';

interface ContentType {
  readonly type: string;
  /** Worth compressing with gzip or brotli. */
  readonly text: boolean;
}

const byExtension: Readonly<Record<string, ContentType>> = {
  '.html': { type: 'text/html; charset=utf-8', text: true },
  '.js': { type: 'text/javascript; charset=utf-8', text: true },
  '.mjs': { type: 'text/javascript; charset=utf-8', text: true },
  '.css': { type: 'text/css; charset=utf-8', text: true },
  '.json': { type: 'application/json; charset=utf-8', text: true },
  '.map': { type: 'application/json; charset=utf-8', text: true },
  '.xml': { type: 'application/xml; charset=utf-8', text: true },
  '.txt': { type: 'text/plain; charset=utf-8', text: true },
  '.svg': { type: 'image/svg+xml', text: true },
  '.webmanifest': { type: 'application/manifest+json; charset=utf-8', text: true },
  '.vcf': { type: 'text/vcard; charset=utf-8', text: true },
  '.ico': { type: 'image/x-icon', text: false },
  '.png': { type: 'image/png', text: false },
  '.jpg': { type: 'image/jpeg', text: false },
  '.jpeg': { type: 'image/jpeg', text: false },
  '.gif': { type: 'image/gif', text: false },
  '.webp': { type: 'image/webp', text: false },
  '.avif': { type: 'image/avif', text: false },
  '.woff2': { type: 'font/woff2', text: false },
  '.woff': { type: 'font/woff', text: false },
  '.pdf': { type: 'application/pdf', text: false },
};

const fallback: ContentType = { type: 'application/octet-stream', text: false };

/** The content type of a file by its extension (case-insensitive); unknown ones are binary octet streams. */
export function contentTypeOf(file: string): ContentType {
  return byExtension[extname(file).toLowerCase()] ?? fallback;
}
