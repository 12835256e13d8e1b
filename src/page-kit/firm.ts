import { buildPath } from '../routing/build-path.js';
import type { PageBuildContext } from '../page-contract/page-module.js';
import { publicUrl } from './public-url.js';

/** The firm as structured data names it: publisher of articles, organizer of events, employer of the team. */
export interface Firm {
  name: string;
  /** Public URL of the home page in the page's language. */
  url: string;
  logo: string | null;
  description: string | null;
}

/** The firm's name, home page, logo (the site's icon) and description, in the context's language. */
export async function loadFirm(context: PageBuildContext): Promise<Firm> {
  const { _site } = await context.query('firm');
  return {
    name: context.site.siteName,
    url: publicUrl(context, buildPath('index', context.locale)),
    logo: _site.favicon ? publicUrl(context, _site.favicon.url) : null,
    description: _site.globalSeo?.fallbackSeo?.description ?? null,
  };
}
