import { compact, withContext, type JsonLdNode } from './json-ld.js';

export interface ArticleInput {
  /** NewsArticle for news, Article for case studies and major cases. */
  type: 'NewsArticle' | 'Article';
  headline: string;
  description: string | null;
  datePublished: string;
  inLanguage: string;
  /** Public URLs of the article and its image. */
  url: string;
  image: string | null;
  authors: readonly { name: string; url: string | null }[];
  publisher: { name: string; url: string; logo: string | null };
  about: readonly string[];
}

/** An article of the firm as schema.org NewsArticle or Article. */
export function article(input: ArticleInput): JsonLdNode {
  return withContext(
    compact({
      '@type': input.type,
      headline: input.headline,
      description: input.description,
      datePublished: input.datePublished,
      inLanguage: input.inLanguage,
      url: input.url,
      mainEntityOfPage: input.url,
      image: input.image ? [input.image] : null,
      author: input.authors.map((author) => compact({ '@type': 'Person', name: author.name, url: author.url })),
      publisher: compact({
        '@type': 'Organization',
        name: input.publisher.name,
        url: input.publisher.url,
        logo: input.publisher.logo ? { '@type': 'ImageObject', url: input.publisher.logo } : null,
      }),
      about: input.about.map((name) => ({ '@type': 'Thing', name })),
    }),
  );
}
