import { CLIENT_MODULES_ATTRIBUTE } from './client-modules.js';
import type { PageAssets } from './page-assets.js';

/**
 * The end of every document's body: the boot script, which starts the page's modules once the page has loaded (see
 * client-boot.ts). Low priority: the stylesheet, the fonts and the images in view come first.
 */
export function ClientScripts({ assets }: { assets: PageAssets }) {
  return <script type="module" src={assets.boot} fetchPriority="low" {...{ [CLIENT_MODULES_ATTRIBUTE]: assets.modules.join(' ') }} />;
}
