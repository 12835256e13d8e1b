import { collectImageVariants } from '../images/collect-variants.js';
import { parseVariantFile, type ImageVariant } from '../images/image-variant.js';
import type { RecordedPage } from './page-tags.js';

/**
 * The image variants of carried pages and their search records' thumbnails, each reported once: thousands of pages
 * share a few hundred.
 */
export function carriedVariants(): (page: RecordedPage) => ImageVariant[] {
  const seen = new Set<string>();
  const thumbnails = new Set<string>();
  return (page) => {
    const found: ImageVariant[] = [];
    for (const file of page.images) {
      if (seen.has(file)) continue;
      seen.add(file);
      const variant = parseVariantFile(file);
      if (variant) found.push(variant);
    }
    for (const image of page.thumbnails) {
      if (thumbnails.has(image)) continue;
      thumbnails.add(image);
      found.push(...collectImageVariants(image));
    }
    return found;
  };
}
