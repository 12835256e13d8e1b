import { StructuredText } from '../../src/components/content/StructuredText.js';
import { NewsletterForm } from '../../src/components/forms/NewsletterForm.js';
import { PageIntro } from '../../src/components/page/PageIntro.js';
import { useT } from '../../src/components/site-context.js';
import type { PageContent } from '../../src/page-contract/page-view.js';

/** The newsletter page: its content and the sign-up form. */
export default function NewsletterPage({ data }: { data: { page: PageContent } }) {
  const t = useT();
  const { page } = data;
  return (
    <article>
      <PageIntro title={page.title} lead={page.intro} image={page.heroImage} />
      <StructuredText data={page.body} />
      <section aria-labelledby="newsletter-form" className="form-section">
        <h2 id="newsletter-form">{t('newsletter.form')}</h2>
        <NewsletterForm headingId="newsletter-form" />
      </section>
    </article>
  );
}
