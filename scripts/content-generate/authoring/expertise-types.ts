import type { MotifName } from '../images/hero.js';
import type { Bilingual } from '../lib/localized.js';

/** How a record's hero image is drawn: a motif, a palette (index in `palettes`) and a focal point. */
export interface HeroSpec {
  motif: MotifName;
  palette: number;
  focal: { x: number; y: number };
}

/** A page of expertise as authors write it; bodies are Markdown shorthand. */
export interface ExpertiseEntry {
  id: string;
  title: Bilingual;
  slug: Bilingual;
  intro: Bilingual;
  body: Bilingual;
  hero: HeroSpec;
  /** Employee ids to list as contacts; when absent, the builder picks them from the team. */
  contacts?: readonly string[];
}

export interface PracticeArea extends ExpertiseEntry {
  /** The field, as a bio says it: « exerce en droit du travail » / "practises labour and employment law". */
  field: Bilingual;
  /** Lines for the representative mandates of the people of the group. */
  mandates: readonly Bilingual[];
}

export interface SubPracticeArea extends ExpertiseEntry {
  parent: string;
}

export interface Industry extends ExpertiseEntry {
  /** « des entreprises {phrase.fr} » / "clients in {phrase.en}". */
  phrase: Bilingual;
}
