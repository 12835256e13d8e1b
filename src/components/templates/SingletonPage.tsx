import type { PageContent } from '../../page-contract/page-view.js';
import { StructuredText } from '../content/StructuredText.js';
import { PageIntro } from '../page/PageIntro.js';

/** A page singleton on its own: title, lead, hero image and body (terms, privacy, newsletter, search…). */
export function SingletonPage({ data }: { data: { page: PageContent } }) {
  const { page } = data;
  return (
    <article>
      <PageIntro title={page.title} lead={page.intro} image={page.heroImage} />
      <StructuredText data={page.body} />
    </article>
  );
}
