import { recordCardLink } from '../../src/page-kit/cards.js';
import { loadFirm } from '../../src/page-kit/firm.js';
import { pageContent } from '../../src/page-kit/page-content.js';
import { loadSingleton } from '../../src/page-kit/singleton-entry.js';
import type { PageBuildContext } from '../../src/page-contract/page-module.js';
import { organization } from '../../src/structured-data/organization.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';
import type { PageData } from '../../src/page-kit/page-data.js';

/** The home page, with the firm (its offices, logo and social profiles) in structured data. */
async function pages(context: PageBuildContext) {
  const [page, firm] = await Promise.all([loadSingleton(context, 'page-home'), loadFirm(context)]);
  const { layout } = context.site;
  return [
    {
      route: 'index' as const,
      data: {
        page: pageContent(page),
        practiceAreas: page.featuredPracticeAreas.map((area) => ({
          record: recordCardLink(area),
          title: area.title,
          text: area.intro,
        })),
        articles: page.featuredArticles.map((article) => ({
          record: recordCardLink(article),
          title: article.title,
          text: article.excerpt,
          date: article.date,
        })),
        ctas: page.ctas,
      },
      title: page.title,
      description: page.intro,
      seo: page._seoMetaTags,
      image: page.heroImage?.url,
      jsonLd: [organization({ ...firm, offices: layout.offices, socialLinks: layout.socialLinks })],
    },
  ];
}

export const { paths, data } = computedPages(pages);

export type Data = PageData<typeof data>;
