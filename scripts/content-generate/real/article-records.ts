import type { Article, MajorCase } from '../authoring/article-types.js';
import { loc, locSlug } from '../lib/localized.js';
import { recordMeta } from '../lib/records.js';
import { addDays } from '../lib/time.js';
import type { RecordJson } from '../lib/types.js';
import { seo, structuredText } from './helpers.js';

/** Reading time at 200 words a minute, from the longer of the two languages; at least 2 minutes. */
function readingTime(article: Article): number {
  const words = Math.max(...[article.body.fr, article.body.en].map((text) => text.split(/\s+/).filter(Boolean).length));
  return Math.max(2, Math.round(words / 200));
}

/** A news item, case study or major case. */
export function articleRecord(article: Article, heroImage: string): RecordJson {
  const major = 'court' in article ? (article as MajorCase) : undefined;
  return {
    ...recordMeta(article.id, {
      created: article.date,
      createdTime: '08:45',
      ...(article.status === 'updated' ? { updated: addDays(article.date, 12) } : {}),
      ...(article.status ? { status: article.status } : {}),
    }),
    title: loc(article.title.fr, article.title.en),
    slug: locSlug(article.slug.fr, article.slug.en),
    date: article.date,
    authors: [...article.authors],
    readingTime: readingTime(article),
    excerpt: loc(article.excerpt.fr, article.excerpt.en),
    keyPoints: loc(article.keyPoints.fr, article.keyPoints.en),
    heroImage,
    body: structuredText(article.id, article.body, article.blocks),
    relatedArticles: [...article.related],
    practiceAreas: [...article.practiceAreas],
    industries: [...article.industries],
    seo: seo(article.title, article.excerpt, heroImage),
    ...(major ? { court: loc(major.court.fr, major.court.en), caseStatus: loc(major.caseStatus.fr, major.caseStatus.en) } : {}),
  };
}
