import type { Locale } from '../../src/config/locales.js';
import type { SearchRecord } from '../../src/search/search-record.js';

const VOCABULARY: Record<Locale, string[]> = {
  fr: 'droit travail entreprise acquisition fiscalité litige immobilier contrat bail employeur congédiement succession famille propriété intellectuelle marque brevet conformité gouvernance financement assurance construction environnement municipal santé sécurité vie privée données arbitrage médiation recours collectif faillite restructuration transaction vérification diligente clôture actionnaire société fiducie testament mandat inaptitude québec montréal gatineau sherbrooke'.split(
    ' ',
  ),
  en: 'law employment business acquisition tax litigation real estate contract lease employer dismissal estate family property intellectual trademark patent compliance governance financing insurance construction environment municipal health safety privacy data arbitration mediation class action bankruptcy restructuring transaction due diligence closing shareholder company trust will mandate incapacity quebec montreal gatineau sherbrooke'.split(
    ' ',
  ),
};
const TYPES = ['business-intelligence-news-slug', 'employee-slug', 'practice-area-slug', 'event-slug'];
/** How many distinct words the generated text draws from. */
const RARE_WORDS = 20_000;
const OFFICES = ['Montréal', 'Québec', 'Gatineau', 'Sherbrooke'];

/** `count` search records of one language made of the firm's words, the same at every call (a site at scale). */
export function generatedRecords(locale: Locale, count: number, prefix = 'page'): SearchRecord[] {
  const vocabulary = VOCABULARY[locale];
  let seed = [...prefix].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) % 2147483647 || 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  /** The firm's words, then made-up ones of a large vocabulary, rarer the further down the list (as in real text). */
  const word = () => {
    const rank = Math.floor(Math.exp(((next() % 1000) / 1000) * Math.log(RARE_WORDS)));
    return vocabulary[rank] ?? `${vocabulary[rank % vocabulary.length]?.slice(0, 4)}${rank.toString(36)}`;
  };
  const text = (length: number) => Array.from({ length }, word).join(' ');
  return Array.from({ length: count }, (_, n) => {
    const year = 2010 + (next() % 16);
    return {
      objectID: `${prefix}-${n}`,
      type: TYPES[n % TYPES.length] as string,
      title: `${text(4)} ${n}`,
      summary: text(20),
      content: text(120),
      url: `/${locale}/${prefix}-${n}/`,
      date: `${year}-0${1 + (n % 9)}-1${n % 10}`,
      year,
      practiceAreas: [text(2), text(2)],
      industries: [text(1)],
      office: OFFICES[n % OFFICES.length] as string,
    };
  });
}
