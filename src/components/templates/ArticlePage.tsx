import type { ArticleRecord } from '../../page-kit/record-types.js';
import { StructuredText } from '../content/StructuredText.js';
import { RecordLink } from '../links/RecordLink.js';
import { PageIntro } from '../page/PageIntro.js';
import { useLocale, useT } from '../site-context.js';
import { formatDate } from '../format-date.js';

export type ArticlePageData = Omit<ArticleRecord, '_seoMetaTags' | '_allSlugLocales'>;

/** A news item, case study or major case: authors, date, reading time, key points, body, related articles. */
export function ArticlePage({ data }: { data: ArticlePageData }) {
  const t = useT();
  const locale = useLocale();
  const keyPoints = (data.keyPoints ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  return (
    <article>
      <PageIntro
        title={data.title}
        lead={data.excerpt}
        image={data.heroImage}
        kicker={
          <>
            <time dateTime={data.date}>{t('article.publishedOn', { date: formatDate(data.date, locale) })}</time>
            {data.readingTime ? <> · {t('article.readingTime', { minutes: data.readingTime })}</> : null}
          </>
        }
      >
        {data.authors.length > 0 ? (
          <p className="authors">
            {t(data.authors.length > 1 ? 'article.authors' : 'article.author')}{' '}
            {data.authors.map((author, index) => (
              <span key={author.id}>
                {index > 0 ? ', ' : null}
                <RecordLink record={author}>
                  {author.firstName} {author.lastName}
                </RecordLink>
              </span>
            ))}
          </p>
        ) : null}
      </PageIntro>
      {keyPoints.length > 0 ? (
        <section aria-labelledby="key-points" className="key-points">
          <h2 id="key-points">{t('article.keyPoints')}</h2>
          <ul>
            {keyPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <StructuredText data={data.body} />
      {data.relatedArticles.length > 0 ? (
        <section aria-labelledby="related">
          <h2 id="related">{t('article.relatedArticles')}</h2>
          <ul>
            {data.relatedArticles.map((related) => (
              <li key={related.id}>
                <RecordLink record={related}>{related.title}</RecordLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
