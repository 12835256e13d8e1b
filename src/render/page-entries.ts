import { pathChunks, type PageBuildContext, type PageDataModule, type PageEntry } from '../runtime/page-module.js';
import { PageBuildError } from './page-payload.js';

/** The pages of one page type in one language: its `paths()` chunk by chunk, each page's `data()` loaded together. */
export async function* pageEntries(pageName: string, module: PageDataModule, context: PageBuildContext): AsyncGenerator<PageEntry[]> {
  for await (const refs of pathChunks(module.paths(context))) {
    const entries = await Promise.all(refs.map((ref) => module.data(ref, context)));
    const missing = refs.find((_, index) => entries[index] === null);
    if (missing) {
      throw new PageBuildError(`Page type ${pageName}: paths() listed ${missing.route} ${JSON.stringify(missing.params)}, which data() did not find`);
    }
    yield entries as PageEntry[];
  }
}
