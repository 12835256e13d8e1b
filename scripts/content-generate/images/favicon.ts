/** The site icon: three brass columns on a navy rounded square, like the firm's three founders. */
export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="#14213d"/><g fill="#c9a227"><rect x="118" y="150" width="64" height="230" rx="8"/><rect x="224" y="110" width="64" height="270" rx="8"/><rect x="330" y="190" width="64" height="190" rx="8"/><rect x="96" y="396" width="320" height="22" rx="6"/></g></svg>`;
}
