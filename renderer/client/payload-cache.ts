import { liveBuild } from '../../src/page-contract/live-build.js';
import { payloadUrl, type PagePayload } from '../../src/page-contract/payload.js';

/** Payloads fetched (or being fetched) in this tab, by page path: a prefetch and a click share one request. */
const payloads = new Map<string, Promise<PagePayload>>();

/** The payload of the page at `path` in the live build (its id from builds/latest.json: a page names no build). */
export function fetchPayload(path: string): Promise<PagePayload> {
  const cached = payloads.get(path);
  if (cached) return cached;
  const request = liveBuild().then(async ({ id }) => {
    const response = await fetch(payloadUrl(path, id));
    if (!response.ok) throw new Error(`Payload ${path}: status ${response.status}`);
    return (await response.json()) as PagePayload;
  });
  payloads.set(path, request);
  request.catch(() => payloads.delete(path));
  return request;
}

export function rememberPayload(payload: PagePayload): void {
  payloads.set(payload.path, Promise.resolve(payload));
}

/** Forgets the payloads fetched so far: a new build of the same shell is live, with other content. */
export function forgetPayloads(): void {
  payloads.clear();
}
