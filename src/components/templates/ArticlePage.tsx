import type { ArticlePageData } from '../../page-kit/article-entry.js';
import type { DetailData } from '../../page-kit/detail-pages.js';
import { StructuredText } from '../content/StructuredText.js';
import { RecordLink } from '../links/RecordLink.js';
import { Breadcrumbs } from '../page/Breadcrumbs.js';
import { CardList } from '../page/CardList.js';
import { DateTime } from '../page/DateTime.js';
import { Facts } from '../page/Facts.js';
import { PageIntro } from '../page/PageIntro.js';
import { PeopleList } from '../page/PeopleList.js';
import { TextListSection } from '../page/TextListSection.js';
import { useT } from '../site-context.js';

/** A news item, case study or major case: date, reading time, authors, key points, body, expertise, related articles. */
export function ArticlePage({ data }: { data: ArticlePageData & DetailData }) {
  const t = useT();
  return (
    <article className="article">
      <Breadcrumbs trail={data.breadcrumbs} />
      <PageIntro
        title={data.title}
        lead={data.intro}
        image={data.heroImage}
        kicker={
          <>
            {t('article.published')} <DateTime value={data.date} />
            {data.readingTime ? <> · {t('article.readingTime', { minutes: data.readingTime })}</> : null}
          </>
        }
      >
        {data.authors.length > 0 ? (
          <p className="authors">
            {t(data.authors.length > 1 ? 'article.authors' : 'article.author')} <PeopleList people={data.authors} />
          </p>
        ) : null}
        <Facts
          items={[
            [t('article.court'), data.court],
            [t('article.caseStatus'), data.caseStatus],
          ]}
        />
      </PageIntro>
      <TextListSection id="key-points" heading={t('article.keyPoints')} items={data.keyPoints} className="key-points" />
      <StructuredText data={data.body} />
      {data.expertise.length > 0 ? (
        <section aria-labelledby="expertise">
          <h2 id="expertise">{t('article.expertise')}</h2>
          <ul className="tag-list">
            {data.expertise.map((topic) => (
              <li key={topic.id}>
                <RecordLink record={topic}>{topic.title}</RecordLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.related.length > 0 ? (
        <section aria-labelledby="related">
          <h2 id="related">{t('article.relatedArticles')}</h2>
          <CardList items={data.related} headingLevel={3} />
        </section>
      ) : null}
    </article>
  );
}
