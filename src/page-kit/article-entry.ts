import { locales } from '../config/locales.js';
import type { CardData, PageContent, PersonLink, TitledLink } from '../page-contract/page-view.js';
import { recordPath } from '../routing/record-resolver.js';
import { article, type ArticleInput } from '../structured-data/article.js';
import { recordCardLink } from './cards.js';
import { detailPages } from './detail-pages.js';
import { loadFirm } from './firm.js';
import { publicUrl } from './public-url.js';
import type { TemplateModel } from '../content-model/content-results.js';
import { readingMinutes } from './reading-time.js';
import { textLines } from './text-lines.js';

/** What an article's page shows: only these fields reach its payload. */
export interface ArticlePageData extends PageContent {
  date: string;
  readingTime: number | null;
  keyPoints: string[];
  /** The team members who wrote it, linked to their pages. */
  authors: PersonLink[];
  /** The practice areas and industries the article is about. */
  expertise: TitledLink[];
  related: CardData[];
  /** Major cases only. */
  court?: string | null;
  caseStatus?: string | null;
}

/**
 * The pages of news, case studies or major cases: authors, date, reading time, key points, body, related expertise
 * and articles, with a NewsArticle or Article in structured data.
 */
export function articleDetailPages(
  model: TemplateModel<'article'>,
  { schemaType }: { schemaType: ArticleInput['type'] },
) {
  return detailPages<typeof model, ArticlePageData>(model, {
    entry: async (record, { path, context }) => {
      const firm = await loadFirm(context);
      const urlOf = (url: string | null) => (url ? publicUrl(context, url) : null);
      return {
        data: {
          title: record.title,
          intro: record.excerpt,
          heroImage: record.heroImage,
          body: record.body,
          date: record.date,
          readingTime: record.readingTime ?? readingMinutes(record.body),
          keyPoints: textLines(record.keyPoints),
          authors: record.authors.map(({ __typename, id, slug, firstName, lastName }) => ({
            __typename,
            id,
            slug,
            firstName,
            lastName,
          })),
          expertise: [...record.practiceAreas, ...record.industries],
          related: record.relatedArticles.map((related) => ({
            record: recordCardLink(related),
            title: related.title,
            date: related.date,
          })),
          ...('court' in record ? { court: record.court, caseStatus: record.caseStatus } : {}),
        },
        title: record.title,
        description: record.excerpt,
        seo: record._seoMetaTags,
        image: record.heroImage?.url,
        type: 'article',
        search: {
          text: [record.keyPoints, record.body],
          image: record.heroImage,
          date: record.date,
          practiceAreas: record.practiceAreas.map((area) => area.title),
          industries: record.industries.map((industry) => industry.title),
        },
        jsonLd: [
          article({
            type: schemaType,
            headline: record.title,
            description: record.excerpt,
            datePublished: record.date,
            inLanguage: locales[context.locale].iso,
            url: publicUrl(context, path),
            image: urlOf(record.heroImage?.url ?? null),
            authors: record.authors.map((author) => ({
              name: `${author.firstName} ${author.lastName}`,
              url: urlOf(recordPath(author, context.locale)),
            })),
            publisher: firm,
            about: [...record.practiceAreas, ...record.industries].map((topic) => topic.title),
          }),
        ],
      };
    },
  });
}
