import type { PageBuildContext } from '../page-contract/page-module.js';

/** The absolute public URL of a site path (for structured data and vCards). */
export function publicUrl(context: Pick<PageBuildContext, 'siteUrl'>, path: string): string {
  return new URL(path, `${context.siteUrl}/`).href;
}
