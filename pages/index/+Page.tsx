import { ContentBlock } from '../../src/components/content/ContentBlock.js';
import { StructuredText } from '../../src/components/content/StructuredText.js';
import { CardList } from '../../src/components/page/CardList.js';
import { PageIntro } from '../../src/components/page/PageIntro.js';
import { useT } from '../../src/components/site-context.js';
import type { HomePageData } from './+data.server.js';

export default function HomePage({ data }: { data: HomePageData }) {
  const t = useT();
  const { page } = data;
  return (
    <>
      <PageIntro title={page.title} lead={page.intro} image={page.heroImage} />
      <StructuredText data={page.body} />
      {page.featuredPracticeAreas.length > 0 ? (
        <section aria-labelledby="home-practice-areas">
          <h2 id="home-practice-areas">{t('expertise.practiceAreas')}</h2>
          <CardList
            headingLevel={3}
            items={page.featuredPracticeAreas.map((record) => ({ record, title: record.title ?? '', text: record.intro }))}
          />
        </section>
      ) : null}
      {page.featuredArticles.length > 0 ? (
        <section aria-labelledby="home-articles">
          <h2 id="home-articles">{t('article.latest')}</h2>
          <CardList
            headingLevel={3}
            items={page.featuredArticles.map((record) => ({
              record,
              title: record.title ?? '',
              text: record.excerpt,
              meta: record.date,
            }))}
          />
        </section>
      ) : null}
      {page.ctas.map((cta) => (
        <ContentBlock key={cta.id} block={cta} />
      ))}
    </>
  );
}
