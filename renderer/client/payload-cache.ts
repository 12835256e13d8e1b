import { payloadUrl, type PagePayload } from '../../src/runtime/payload.js';

/** Payloads fetched (or being fetched) in this tab, by page path: a prefetch and a click share one request. */
const payloads = new Map<string, Promise<PagePayload>>();

export function fetchPayload(path: string, buildId: string): Promise<PagePayload> {
  const cached = payloads.get(path);
  if (cached) return cached;
  const request = fetch(payloadUrl(path, buildId)).then(async (response) => {
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
