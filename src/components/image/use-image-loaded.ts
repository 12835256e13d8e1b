import { useCallback, useEffect, useState, type RefObject } from 'react';
import { isPending } from './lazy-observer.js';

/**
 * The loaded state of an image: true once its load event fired for `src`, also when it loaded before hydration
 * (React was not listening yet); a lazy image showing its placeholder is not loaded. Starts false on the server and
 * on the client alike: no hydration mismatch.
 */
export function useImageLoaded(ref: RefObject<HTMLImageElement | null>, src: string): [boolean, () => void] {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const onLoad = useCallback(() => {
    if (ref.current && !isPending(ref.current)) setLoadedSrc(src);
  }, [ref, src]);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth > 0 && !isPending(image)) setLoadedSrc(src);
  }, [ref, src]);
  return [loadedSrc === src, onLoad];
}
