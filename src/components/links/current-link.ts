/**
 * The `aria-current` of a navigation link to `href` on the page at `path`: 'page' on that page, true on the pages of
 * its section (paths below it, the home page being no section), else undefined.
 */
export function currentLink(href: string, path: string, home: string): 'page' | true | undefined {
  const target = href.split(/[?#]/)[0] ?? href;
  if (target === path) return 'page';
  return target !== home && target.endsWith('/') && path.startsWith(target) ? true : undefined;
}
