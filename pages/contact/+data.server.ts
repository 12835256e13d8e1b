import { pageContent } from '../../src/page-kit/page-content.js';
import { textLines } from '../../src/page-kit/text-lines.js';
import { loadSingleton } from '../../src/page-kit/singleton-entry.js';
import type { PageBuildContext } from '../../src/page-contract/page-module.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';
import type { PageData } from '../../src/page-kit/page-data.js';

/** The contact page: its content, the contact form's subjects (one per line in the content), the offices. */
async function pages(context: PageBuildContext) {
  const page = await loadSingleton(context, 'page-contact');
  return [
    {
      route: 'contact' as const,
      data: { page: pageContent(page), subjects: textLines(page.subjects), offices: page.offices },
      title: page.title,
      description: page.intro,
      seo: page._seoMetaTags,
      image: page.heroImage?.url,
    },
  ];
}

export const { paths, data } = computedPages(pages);

export type Data = PageData<typeof data>;
