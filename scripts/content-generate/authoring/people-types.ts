import type { HairStyle, Outfit } from '../images/portrait.js';
import type { Bilingual } from '../lib/localized.js';
import type { OfficeKey } from './firm.js';

export type RoleKey = 'managing-partner' | 'partner' | 'notary-partner' | 'counsel' | 'associate' | 'notary' | 'paralegal';
export type School = 'udem' | 'laval' | 'usherb' | 'mcgill' | 'uottawa' | 'uqam' | 'ahuntsic' | 'garneau' | 'cegep-sherbrooke';

/** A member of the team, as authors write it. */
export interface Person {
  /** The page slug (and id `emp-{slug}`); default: first and last name. Generated sets number repeated names. */
  slug?: string;
  first: string;
  last: string;
  gender: 'f' | 'm';
  role: RoleKey;
  office: OfficeKey;
  /** Practice area ids, main one first. */
  practiceAreas: readonly string[];
  industries: readonly string[];
  /** Year of admission to the Bar or the Chambre des notaires; for paralegals, year of their diploma. */
  year: number;
  school: School;
  /** Further degrees, one line each. */
  education?: readonly Bilingual[];
  otherBars?: readonly Bilingual[];
  /** Languages besides French and English. */
  languages?: readonly Bilingual[];
  englishFirst?: boolean;
  /** Replaces the generated first paragraph of the biography, when the usual phrasing does not fit. */
  opening?: Bilingual;
  /** Career path, in one or two sentences: the second paragraph of the biography opens with it. */
  background: Bilingual;
  /** Teaching, community or professional involvement: the last paragraph. */
  involvement: Bilingual;
  look?: { hairStyle?: HairStyle; glasses?: boolean; beard?: boolean; outfit?: Outfit; grey?: boolean };
  linkedin?: boolean;
  cellular?: boolean;
}
