import { ContentBlock } from '../../src/components/content/ContentBlock.js';
import { StructuredText } from '../../src/components/content/StructuredText.js';
import { CardList } from '../../src/components/page/CardList.js';
import { PageIntro } from '../../src/components/page/PageIntro.js';
import { useT } from '../../src/components/site-context.js';
import type { Data } from './+data.server.js';

/** The home page: the firm's introduction, featured practice areas and articles, and calls to action. */
export default function HomePage({ data }: { data: Data }) {
  const t = useT();
  const { page } = data;
  return (
    <>
      <PageIntro title={page.title} lead={page.intro} image={page.heroImage} />
      <StructuredText data={page.body} />
      {data.practiceAreas.length > 0 ? (
        <section aria-labelledby="home-practice-areas" className="hub-section">
          <h2 id="home-practice-areas">{t('expertise.practiceAreas')}</h2>
          <CardList headingLevel={3} items={data.practiceAreas} />
        </section>
      ) : null}
      {data.articles.length > 0 ? (
        <section aria-labelledby="home-articles" className="hub-section">
          <h2 id="home-articles">{t('article.latest')}</h2>
          <CardList headingLevel={3} items={data.articles} />
        </section>
      ) : null}
      {data.ctas.map((cta) => (
        <ContentBlock key={cta.id} block={cta} />
      ))}
    </>
  );
}
