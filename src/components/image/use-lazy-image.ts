import { useEffect, type RefObject } from 'react';
import { watchLazyImage } from './lazy-observer.js';

/**
 * While mounted, a lazy image is started near the viewport or with the hidden images (see lazy-config.ts); again
 * when its source changes (a client navigation reusing the element).
 */
export function useLazyImage(ref: RefObject<HTMLImageElement | null>, lazy: boolean, src: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies(src): the image starts again when its source changes
  useEffect(() => {
    const image = ref.current;
    return lazy && image ? watchLazyImage(image) : undefined;
  }, [ref, lazy, src]);
}
