/** Crawlers keep the prerendered content instead of the error page when something fails in the browser. */
export function isBot(userAgent: string): boolean {
  return /bot|lighthouse|facebookexternalhit|google/i.test(userAgent);
}
