import { CLIENT_MODULES_ATTRIBUTE, SITE_MODULE_ATTRIBUTE } from '../client-modules.js';
import type { PageAssets } from './page-assets.js';

/**
 * The end of every document's body: the boot script, which starts the page's modules once the page has loaded (see
 * client-boot.ts), and with them the language's site module when the page names one. Low priority: the stylesheet,
 * the fonts and the images in view come first.
 */
export function ClientScripts({ assets, siteModule }: { assets: PageAssets; siteModule?: string | undefined }) {
  const attributes = {
    [CLIENT_MODULES_ATTRIBUTE]: assets.modules.join(' '),
    ...(siteModule === undefined ? {} : { [SITE_MODULE_ATTRIBUTE]: siteModule }),
  };
  return <script type="module" src={assets.boot} fetchPriority="low" {...attributes} />;
}
