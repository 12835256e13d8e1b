/**
 * `url` with imgix parameters merged into its query (ours win), keys sorted alphabetically and list values
 * comma-joined, as DatoCMS writes its URLs: `…/photo.jpg?auto=format&crop=focalpoint&fit=crop&fp-x=0.5&w=640`.
 */
export function cdnUrl(url: string, params: Readonly<Record<string, string | number>>): string {
  const [base = '', query = ''] = url.split('?', 2);
  const merged = new Map(new URLSearchParams(query));
  for (const [key, value] of Object.entries(params)) merged.set(key, String(value));
  const search = [...merged]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`)
    .join('&');
  return search ? `${base}?${search}` : base;
}
