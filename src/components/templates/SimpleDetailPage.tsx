import type { ReactNode } from 'react';
import type { ImageData, StructuredTextData } from '../../content/types/content-types.js';
import { StructuredText } from '../content/StructuredText.js';
import { PageIntro } from '../page/PageIntro.js';

export interface SimpleDetailData {
  title: string;
  intro: string | null;
  heroImage?: ImageData | null;
  body: StructuredTextData | null;
}

/** A detail page made of a title, lead, optional facts, and a body (about pages, generic pages). */
export function SimpleDetailPage({ data, facts }: { data: SimpleDetailData; facts?: ReactNode }) {
  return (
    <article>
      <PageIntro title={data.title} lead={data.intro} image={data.heroImage}>
        {facts}
      </PageIntro>
      <StructuredText data={data.body} />
    </article>
  );
}
