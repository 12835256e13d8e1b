import { resolve } from 'node:path';
import { VARIANT_CACHE_DIR } from '../../images/image-config.js';
import type { ImageVariant } from '../../images/image-variant.js';
import { produceImageVariants } from '../../images/produce-variants.js';

/** Stage 5: the image variants the pages reference, encoded (or taken from the cache of earlier builds). */
export async function imagesStage({
  imageVariants,
  contentDir,
  effort,
  staging,
  projectRoot,
  log,
}: {
  imageVariants: Map<string, ImageVariant>;
  contentDir: string;
  /** The webp compression effort (`IMAGE_WEBP_EFFORT`). */
  effort: number;
  staging: string;
  projectRoot: string;
  log: (message: string) => void;
}): Promise<void> {
  const images = await produceImageVariants({
    variants: [...imageVariants.values()],
    contentDir,
    effort,
    outDir: staging,
    cacheDir: resolve(projectRoot, VARIANT_CACHE_DIR),
  });
  log(`[build] images: ${images.files} variants, ${images.encoded} encoded, ${images.reused} from the cache`);
}
