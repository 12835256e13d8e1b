import type { OfficeFragment } from '../../src/content/generated/content-documents.js';
import type { PageContent } from '../../src/runtime/page-view.js';
import { pageContent } from '../../src/page-kit/page-content.js';
import { textLines } from '../../src/page-kit/text-lines.js';
import { loadSingleton } from '../../src/page-kit/singleton-entry.js';
import type { PageBuildContext, PageEntry } from '../../src/runtime/page-module.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';

/** What the contact page shows: its content, the contact form's subjects (one per line in the content), the offices. */
export interface ContactPageData {
  page: PageContent;
  subjects: string[];
  offices: OfficeFragment[];
}

async function pages(context: PageBuildContext): Promise<PageEntry<ContactPageData>[]> {
  const page = await loadSingleton(context, 'page-contact');
  return [
    {
      route: 'contact',
      data: { page: pageContent(page), subjects: textLines(page.subjects), offices: page.offices },
      title: page.title,
      description: page.intro,
      seo: page._seoMetaTags,
      image: page.heroImage?.url,
    },
  ];
}

export const { paths, data } = computedPages(pages);
