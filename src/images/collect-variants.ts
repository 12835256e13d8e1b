import { VARIANTS_PATH } from './image-config.js';
import { parseVariantFile, type ImageVariant } from './image-variant.js';

const VARIANT_URLS = new RegExp(`${VARIANTS_PATH.replace(/\//g, '\\/')}([A-Za-z0-9._~%-]+)`, 'g');

/**
 * A copy of a piece of a page's HTML that does not keep the page alive: V8 keeps a substring (a regex match's group)
 * as a view of the string it was cut from, so a variant remembered for the rest of a build kept its first page's
 * whole HTML (26 MB of it after 18,000 pages of the generated 20,000-page set, in one thread).
 */
const detached = (text: string): string => JSON.parse(JSON.stringify(text)) as string;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The local image variants a rendered page references (`/_img/…` in `src`, `srcset`, inline styles…), once each.
 * Pure data: call it on each page's HTML, in whichever worker rendered it, and hand all the lists (concatenated, in
 * any order, duplicates allowed) to `produceImageVariants`.
 */
export function collectImageVariants(html: string): ImageVariant[] {
  const variants = new Map<string, ImageVariant>();
  for (const [, segment = ''] of html.matchAll(VARIANT_URLS)) {
    const file = decoded(detached(segment));
    const variant = file === null || variants.has(file) ? null : parseVariantFile(file);
    if (variant) variants.set(variant.file, variant);
  }
  return [...variants.values()];
}

/**
 * Collects the variants of many pages, reporting each once: a render thread sees the same few hundred variants on
 * thousands of pages, and a URL it has already read costs one Map lookup instead of a decode and a parse.
 * `pageVariants` also lists the files of every variant the page references (reported before or not), which the build
 * records per page so that a partial build carrying the page over need not read its HTML again.
 */
export function createVariantCollector(): {
  newVariants(html: string): ImageVariant[];
  pageVariants(html: string): { files: string[]; fresh: ImageVariant[] };
} {
  const seen = new Map<string, ImageVariant | null>();
  const pageVariants = (html: string) => {
    const files = new Set<string>();
    const fresh: ImageVariant[] = [];
    for (const [, segment = ''] of html.matchAll(VARIANT_URLS)) {
      let variant = seen.get(segment);
      if (variant === undefined) {
        const key = detached(segment);
        const file = decoded(key);
        variant = file === null ? null : parseVariantFile(file);
        seen.set(key, variant);
        if (variant) fresh.push(variant);
      }
      if (variant) files.add(variant.file);
    }
    return { files: [...files], fresh };
  };
  return { pageVariants, newVariants: (html) => pageVariants(html).fresh };
}
