import type { Bilingual } from '../lib/localized.js';

/** Small helpers and phrase pools for generated text. */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** « de » before a word, elided before a vowel: « d’acquisition ». */
export const de = (word: string): string => (/^[aeiouéèêh]/i.test(word) ? `d’${word}` : `de ${word}`);

/** "a" or "an" before a word. */
export const an = (word: string): string => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

/** Fills `{Elle}`, `{elle}`, `{She}`, `{she}`, `{her}`, `{ere}` and `{e}` for a person. */
export function gendered(text: string, gender: 'f' | 'm'): string {
  const f = gender === 'f';
  return text
    .replace(/\{Elle\}/g, f ? 'Elle' : 'Il')
    .replace(/\{elle\}/g, f ? 'elle' : 'il')
    .replace(/\{She\}/g, f ? 'She' : 'He')
    .replace(/\{she\}/g, f ? 'she' : 'he')
    .replace(/\{her\}/g, f ? 'her' : 'his')
    .replace(/\{ere\}/g, f ? 'ère' : 'er')
    .replace(/\{e\}/g, f ? 'e' : '');
}

export const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

export const points: readonly Bilingual[] = [
  { fr: 'Les obligations varient selon la taille de l’organisation', en: 'Obligations vary with the size of the organization' },
  { fr: 'Une documentation rigoureuse réduit les risques de litige', en: 'Careful documentation reduces the risk of litigation' },
  { fr: 'Les délais sont stricts et souvent méconnus', en: 'Deadlines are strict and often overlooked' },
  { fr: 'Les tribunaux examinent la bonne foi des parties', en: 'Courts look at whether the parties acted in good faith' },
  { fr: 'Une révision annuelle des pratiques est recommandée', en: 'An annual review of practices is recommended' },
  { fr: 'La formation des gestionnaires fait la différence', en: 'Training managers makes the difference' },
  { fr: 'Les contrats existants doivent souvent être adaptés', en: 'Existing contracts often need to be adapted' },
];

export const quotes: readonly Bilingual[] = [
  { fr: 'Les entreprises qui s’y prennent tôt ont toujours plus d’options.', en: 'Businesses that start early always have more options.' },
  { fr: 'Une bonne préparation évite la plupart des litiges.', en: 'Good preparation prevents most disputes.' },
  { fr: 'La règle est simple à énoncer, mais son application demande du jugement.', en: 'The rule is simple to state, but applying it takes judgment.' },
  { fr: 'Nos clients veulent des réponses claires, et c’est ce que nous leur donnons.', en: 'Our clients want clear answers, and that is what we give them.' },
];

export const openings: readonly Bilingual[] = [
  {
    fr: 'Les entreprises québécoises doivent composer avec des règles en constante évolution. Voici ce qu’il faut retenir sur {t}.',
    en: 'Québec businesses must keep up with rules that keep changing. Here is what to remember about {t}.',
  },
  {
    fr: 'Nos clients nous posent souvent des questions sur {t}. Nous faisons le point.',
    en: 'Our clients often ask us about {t}. Here is where things stand.',
  },
  {
    fr: 'Les décisions récentes sur {t} méritent l’attention des dirigeants.',
    en: 'Recent decisions on {t} deserve executives’ attention.',
  },
];
