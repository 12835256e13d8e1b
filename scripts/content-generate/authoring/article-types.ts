import type { Bilingual } from '../lib/localized.js';
import type { RecordStatus } from '../lib/types.js';

/**
 * A block embedded in a body. Authors write `[[block:NAME]]` on its own line; the builder gives each language's
 * block its own id.
 */
export type BlockSpec =
  | { type: 'image'; image: string; caption: Bilingual }
  | { type: 'quote'; quote: Bilingual; attribution: Bilingual }
  | {
      type: 'cta';
      title: Bilingual;
      text: Bilingual;
      links: readonly { label: Bilingual; record: string }[];
      download?: { label: Bilingual; file: string };
    };

/** A news item, case study or major case, as authors write it. */
export interface Article {
  id: string;
  date: string;
  status?: RecordStatus;
  authors: readonly string[];
  practiceAreas: readonly string[];
  industries: readonly string[];
  related: readonly string[];
  title: Bilingual;
  slug: Bilingual;
  excerpt: Bilingual;
  /** One key point a line. */
  keyPoints: Bilingual;
  body: Bilingual;
  blocks?: Readonly<Record<string, BlockSpec>>;
}

export interface MajorCase extends Article {
  court: Bilingual;
  caseStatus: Bilingual;
}
