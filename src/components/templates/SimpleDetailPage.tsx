import type { ReactNode } from 'react';
import type { DetailData } from '../../page-kit/detail-pages.js';
import type { SimpleDetailData } from '../../page-kit/simple-detail-pages.js';
import { StructuredText } from '../content/StructuredText.js';
import { Breadcrumbs } from '../page/Breadcrumbs.js';
import { PageIntro } from '../page/PageIntro.js';

/** A detail page made of a trail, a title, lead, optional facts, and a body (about pages, generic pages, careers, events). */
export function SimpleDetailPage({
  data,
  facts,
  children,
}: {
  data: SimpleDetailData & DetailData;
  facts?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article>
      <Breadcrumbs trail={data.breadcrumbs} />
      <PageIntro title={data.title} lead={data.intro} image={data.heroImage}>
        {facts}
      </PageIntro>
      <StructuredText data={data.body} />
      {children}
    </article>
  );
}
