import type { Bilingual } from '../lib/localized.js';
import { slugify } from '../lib/localized.js';
import type { PracticeArea, Industry } from './expertise-types.js';
import { firm, officeByKey, type Office, type OfficeKey } from './firm.js';
import type { Person, RoleKey, School } from './people-types.js';

/** A person with everything derived for their record: identifiers, contact details and the biography. */
export interface TeamMember {
  person: Person;
  id: string;
  slug: string;
  fullName: string;
  role: Bilingual;
  office: Office;
  phone: string;
  cellular?: string;
  email: string;
  linkedinUrl?: string;
  education: Bilingual;
  barAdmissions?: Bilingual;
  languages: Bilingual;
  mandates?: Bilingual;
  biography: Bilingual;
  seoDescription: Bilingual;
}

interface RoleWords {
  /** Title case, for the role field: « Associée », "Partner". */
  title: { f: string; m: string; en: string };
  /** In a sentence: « est associée », "is a partner". */
  inSentence: { f: string; m: string; en: string };
}

const roles: Record<RoleKey, RoleWords> = {
  'managing-partner': {
    title: { f: 'Associée directrice', m: 'Associé directeur', en: 'Managing Partner' },
    inSentence: { f: 'associée directrice', m: 'associé directeur', en: 'the Managing Partner' },
  },
  partner: {
    title: { f: 'Associée', m: 'Associé', en: 'Partner' },
    inSentence: { f: 'associée', m: 'associé', en: 'a partner' },
  },
  'notary-partner': {
    title: { f: 'Associée, notaire', m: 'Associé, notaire', en: 'Partner, Notary' },
    inSentence: { f: 'associée et notaire', m: 'associé et notaire', en: 'a partner and notary' },
  },
  counsel: {
    title: { f: 'Avocate-conseil', m: 'Avocat-conseil', en: 'Counsel' },
    inSentence: { f: 'avocate-conseil', m: 'avocat-conseil', en: 'counsel' },
  },
  associate: {
    title: { f: 'Avocate', m: 'Avocat', en: 'Associate' },
    inSentence: { f: 'avocate', m: 'avocat', en: 'an associate' },
  },
  notary: {
    title: { f: 'Notaire', m: 'Notaire', en: 'Notary' },
    inSentence: { f: 'notaire', m: 'notaire', en: 'a notary' },
  },
  paralegal: {
    title: { f: 'Parajuriste', m: 'Parajuriste', en: 'Paralegal' },
    inSentence: { f: 'parajuriste', m: 'parajuriste', en: 'a paralegal' },
  },
};

const schools: Record<School, { fr: string; en: string }> = {
  udem: { fr: 'LL.B., Université de Montréal', en: 'LL.B., Université de Montréal' },
  laval: { fr: 'LL.B., Université Laval', en: 'LL.B., Université Laval' },
  usherb: { fr: 'LL.B., Université de Sherbrooke', en: 'LL.B., Université de Sherbrooke' },
  mcgill: { fr: 'B.C.L./LL.B., Université McGill', en: 'B.C.L./LL.B., McGill University' },
  uottawa: { fr: 'LL.L., Université d’Ottawa', en: 'LL.L., University of Ottawa' },
  uqam: { fr: 'LL.B., Université du Québec à Montréal', en: 'LL.B., Université du Québec à Montréal' },
  ahuntsic: { fr: 'DEC en techniques juridiques, Collège Ahuntsic', en: 'DEC in Paralegal Technology, Collège Ahuntsic' },
  garneau: { fr: 'DEC en techniques juridiques, Cégep Garneau', en: 'DEC in Paralegal Technology, Cégep Garneau' },
  'cegep-sherbrooke': {
    fr: 'DEC en techniques juridiques, Cégep de Sherbrooke',
    en: 'DEC in Paralegal Technology, Cégep de Sherbrooke',
  },
};

const cityEn: Record<OfficeKey, string> = { mtl: 'Montréal', qc: 'Québec City', sher: 'Sherbrooke' };

const isNotary = (role: RoleKey): boolean => role === 'notary' || role === 'notary-partner';
const isSenior = (role: RoleKey): boolean => ['managing-partner', 'partner', 'notary-partner', 'counsel'].includes(role);

/** Gendered words for the templates. */
function words(gender: 'f' | 'm') {
  const f = gender === 'f';
  return { Elle: f ? 'Elle' : 'Il', elle: f ? 'elle' : 'il', She: f ? 'She' : 'He', she: f ? 'she' : 'he', her: f ? 'her' : 'his', herObj: f ? 'her' : 'him', Her: f ? 'Her' : 'His' };
}

interface BioContext {
  person: Person;
  name: string;
  role: { fr: string; en: string };
  city: { fr: string; en: string };
  fields: Bilingual;
  group: Bilingual;
  clients: Bilingual;
  since: Bilingual;
  admission: Bilingual;
  w: ReturnType<typeof words>;
}

/** First paragraph: who, where, what. Four phrasings, used in turn. */
const openings: readonly ((c: BioContext) => Bilingual)[] = [
  (c) => ({
    fr: `${c.name} est ${c.role.fr} au bureau de ${c.city.fr}, où ${c.w.elle} exerce en ${c.fields.fr}. ${c.w.Elle} conseille notamment ${c.clients.fr}.`,
    en: `${c.name} is ${c.role.en} in the ${c.city.en} office, where ${c.w.her} practice focuses on ${c.fields.en}. ${c.w.She} advises ${c.clients.en}.`,
  }),
  (c) => ({
    fr: `${capitalize(c.role.fr)} au bureau de ${c.city.fr}, ${c.name} pratique en ${c.fields.fr} ${c.since.fr}. ${c.w.Elle} accompagne surtout ${c.clients.fr}.`,
    en: `${capitalize(c.role.en.replace(/^(a|an|the) /, ''))} in the ${c.city.en} office, ${c.name} has worked in ${c.fields.en} ${c.since.en}. ${c.w.She} mainly advises ${c.clients.en}.`,
  }),
  (c) => ({
    fr: `Membre du bureau de ${c.city.fr}, ${c.name} est ${c.role.fr} au sein du groupe ${c.group.fr}. Depuis son admission ${c.admission.fr}, ${c.w.elle} conseille ${c.clients.fr}.`,
    en: `Based in the ${c.city.en} office, ${c.name} is ${c.role.en} in the ${c.group.en} group. Since ${c.w.her} admission ${c.admission.en}, ${c.w.she} has advised ${c.clients.en}.`,
  }),
  (c) => ({
    fr: `${c.name} est ${c.role.fr} et fait partie de l’équipe de ${c.city.fr}. ${c.w.Elle} exerce principalement en ${c.fields.fr}, auprès ${partitive(c.clients.fr)}.`,
    en: `${c.name} is ${c.role.en} and a member of the ${c.city.en} team. ${c.w.Her} practice centres on ${c.fields.en}, serving ${c.clients.en}.`,
  }),
];

/** A sentence on how they work, by kind of role; chosen in turn. */
const approaches: Record<'senior' | 'associate' | 'notary' | 'paralegal', readonly ((c: BioContext) => Bilingual)[]> = {
  senior: [
    (c) => ({
      fr: 'Ses clients apprécient sa capacité à aller droit à l’essentiel et à proposer des solutions applicables.',
      en: `Clients value ${c.w.her} ability to get to the heart of an issue and propose solutions that work in practice.`,
    }),
    (c) => ({
      fr: `On fait appel à ${c.w.elle === 'elle' ? 'elle' : 'lui'} pour les dossiers où les enjeux juridiques et commerciaux sont étroitement liés.`,
      en: `Clients call on ${c.w.herObj} for matters where legal and business issues are closely intertwined.`,
    }),
    (c) => ({
      fr: `${c.w.Elle} privilégie une approche collaborative et s’assure que ses clients comprennent chaque étape de leur dossier.`,
      en: `${c.w.She} favours a collaborative approach and makes sure clients understand every step of their matter.`,
    }),
    (c) => ({
      fr: `${c.w.Elle} est ${c.person.gender === 'f' ? 'reconnue' : 'reconnu'} par ses pairs pour la rigueur de ses analyses et la clarté de ses avis.`,
      en: `${c.w.She} is recognized by peers for the rigour of ${c.w.her} analysis and the clarity of ${c.w.her} advice.`,
    }),
    (c) => ({
      fr: `Au-delà des questions juridiques, ${c.w.elle} s’intéresse de près aux activités de ses clients, qu’${c.w.elle} visite régulièrement sur le terrain.`,
      en: `Beyond the legal questions, ${c.w.she} takes a close interest in clients’ operations and regularly visits them on site.`,
    }),
  ],
  associate: [
    (c) => ({
      fr: `${c.w.Elle} collabore étroitement avec les associés du groupe et assume une part croissante des relations avec les clients.`,
      en: `${c.w.She} works closely with the group’s partners and takes on a growing share of client relationships.`,
    }),
    (c) => ({
      fr: `${c.person.gender === 'f' ? 'Rigoureuse et disponible' : 'Rigoureux et disponible'}, ${c.w.elle} est ${c.person.gender === 'f' ? 'appréciée' : 'apprécié'} des clients pour la qualité de son suivi.`,
      en: `Thorough and responsive, ${c.w.she} is valued by clients for ${c.w.her} careful follow-up.`,
    }),
    (c) => ({
      fr: `${c.w.Elle} a participé à plusieurs dossiers d’envergure du cabinet, ce qui lui a donné une vision d’ensemble des enjeux de ses clients.`,
      en: `${c.w.She} has worked on several of the firm’s major files, giving ${c.w.herObj} a broad view of clients’ issues.`,
    }),
    (c) => ({
      fr: `${c.w.Elle} signe régulièrement des articles pour l’[infolettre](record:page-newsletter) du cabinet.`,
      en: `${c.w.She} regularly writes for the firm’s [newsletter](record:page-newsletter).`,
    }),
  ],
  notary: [
    (c) => ({
      fr: `${c.w.Elle} veille à ce que chaque acte soit clair, complet et fidèle à la volonté des parties.`,
      en: `${c.w.She} makes sure every deed is clear, complete and true to the parties’ intentions.`,
    }),
    (c) => ({
      fr: `Son rôle d’officier public impartial l’amène souvent à rapprocher les points de vue des parties.`,
      en: `${c.w.Her} role as an impartial public officer often leads ${c.w.herObj} to bring the parties’ views together.`,
    }),
  ],
  paralegal: [
    (c) => ({
      fr: `Son sens de l’organisation est un atout précieux pour les équipes qu’${c.w.elle} soutient.`,
      en: `${c.w.Her} organizational skills are a real asset to the teams ${c.w.she} supports.`,
    }),
    (c) => ({
      fr: `${c.w.Elle} est souvent le premier point de contact des clients pour le suivi de leurs dossiers.`,
      en: `${c.w.She} is often clients’ first point of contact for updates on their files.`,
    }),
  ],
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** « des clients » → « de clients », « des entreprises » → « d’entreprises » (after « auprès »). */
function partitive(text: string): string {
  return text.replace(/^des ([aeiouéèêh])/i, 'd’$1').replace(/^des /, 'de ');
}

/** Joins two phrases; when one already holds « et », the second comes with « ainsi que » to keep them apart. */
function joinFr(items: readonly string[]): string {
  const [first = '', second] = items;
  if (second === undefined) return first;
  return items.some((item) => item.includes(' et ')) ? `${first}, ainsi que ${second}` : `${first} et ${second}`;
}

function joinEn(items: readonly string[]): string {
  const [first = '', second] = items;
  if (second === undefined) return first;
  return items.some((item) => item.includes(' and ')) ? `${first}, as well as ${second}` : `${first} and ${second}`;
}

const link = (text: string, id: string): string => `[${text}](record:${id})`;

/** Derives every team member's record data from the authored table. */
export function buildTeam(
  people: readonly Person[],
  areas: readonly PracticeArea[],
  sectors: readonly Industry[],
): TeamMember[] {
  const build = teamMemberBuilder(areas, sectors);
  return people.map((person, index) => build(person, index));
}

/**
 * A function that derives one member at a time, so that large generated teams can be streamed. It keeps the
 * counters that spread phone numbers, mandates and phrasings across the team.
 */
export function teamMemberBuilder(
  areas: readonly PracticeArea[],
  sectors: readonly Industry[],
): (person: Person, index: number) => TeamMember {
  const areaById = new Map(areas.map((a) => [a.id, a]));
  const sectorById = new Map(sectors.map((s) => [s.id, s]));
  const area = (id: string): PracticeArea => {
    const found = areaById.get(id);
    if (!found) throw new Error(`Unknown practice area ${id}`);
    return found;
  };
  const sector = (id: string): Industry => {
    const found = sectorById.get(id);
    if (!found) throw new Error(`Unknown industry ${id}`);
    return found;
  };
  const phoneCounters = new Map<string, number>();
  /** `555-0101` to `555-0199` are the numbers reserved for fiction; they wrap around in large teams. */
  const nextNumber = (areaCode: string, start: number): string => {
    const n = phoneCounters.get(areaCode) ?? 0;
    phoneCounters.set(areaCode, n + 1);
    return `${areaCode} 555-01${String(start + (n % (100 - start))).padStart(2, '0')}`;
  };
  const mandateCursor = new Map<string, number>();
  const approachCursor = new Map<string, number>();

  return (person, index) => {
    const slug = person.slug ?? slugify(`${person.first} ${person.last}`.replace(/[’']/g, ''));
    const fullName = `${person.first} ${person.last}`;
    const office = officeByKey(person.office);
    const w = words(person.gender);
    const roleWords = roles[person.role];
    const g = person.gender;
    const mainArea = area(person.practiceAreas[0] ?? '');
    const otherArea = person.practiceAreas[1] ? area(person.practiceAreas[1]) : undefined;
    const inds = person.industries.map(sector);
    const years = 2026 - person.year;
    const notary = isNotary(person.role);

    const context: BioContext = {
      person,
      name: fullName,
      role: { fr: roleWords.inSentence[g], en: roleWords.inSentence.en },
      city: { fr: office.city, en: cityEn[person.office] },
      fields: {
        fr: `${link(mainArea.field.fr, mainArea.id)}${otherArea ? ` et en ${otherArea.field.fr}` : ''}`,
        en: `${link(mainArea.field.en, mainArea.id)}${otherArea ? `${otherArea.field.en.includes(' and ') ? ', as well as' : ' and'} ${otherArea.field.en}` : ''}`,
      },
      group: { fr: link(mainArea.title.fr, mainArea.id), en: link(mainArea.title.en, mainArea.id) },
      clients:
        inds.length > 0
          ? { fr: `des clients ${joinFr(inds.map((i) => i.phrase.fr))}`, en: `clients in ${joinEn(inds.map((i) => i.phrase.en))}` }
          : { fr: 'des entreprises de toutes tailles', en: 'businesses of every size' },
      since:
        years >= 20
          ? { fr: 'depuis plus de vingt ans', en: 'for more than twenty years' }
          : { fr: `depuis ${person.year}`, en: `since ${person.year}` },
      admission: notary
        ? { fr: `à la Chambre des notaires en ${person.year}`, en: `to the Chambre des notaires in ${person.year}` }
        : { fr: `au Barreau en ${person.year}`, en: `to the Bar in ${person.year}` },
      w,
    };

    const opening: Bilingual =
      person.opening ??
      (person.role === 'paralegal'
        ? {
            fr: `${fullName} est parajuriste au bureau de ${office.city}, au sein du groupe ${context.group.fr}.`,
            en: `${fullName} is a paralegal in the ${cityEn[person.office]} office, working with the ${context.group.en} group.`,
          }
        : (openings[index % openings.length] as (c: BioContext) => Bilingual)(context));
    const kind = person.role === 'paralegal' ? 'paralegal' : notary ? 'notary' : isSenior(person.role) ? 'senior' : 'associate';
    const turn = approachCursor.get(kind) ?? 0;
    approachCursor.set(kind, turn + 1);
    const pool = approaches[kind];
    const approach = (pool[turn % pool.length] as (c: BioContext) => Bilingual)(context);

    const biography: Bilingual = {
      fr: `${opening.fr}\n\n${person.background.fr} ${approach.fr}\n\n${person.involvement.fr}`,
      en: `${opening.en}\n\n${person.background.en} ${approach.en}\n\n${person.involvement.en}`,
    };

    const degreeYear = person.role === 'paralegal' ? person.year : person.year - 1;
    const educationLines = [
      { fr: `${schools[person.school].fr}, ${degreeYear}`, en: `${schools[person.school].en}, ${degreeYear}` },
      ...(person.education ?? []),
    ].sort((a, b) => yearOf(a.fr) - yearOf(b.fr));

    const bars =
      person.role === 'paralegal'
        ? undefined
        : [
            notary
              ? { fr: `Chambre des notaires du Québec, ${person.year}`, en: `Chambre des notaires du Québec, ${person.year}` }
              : { fr: `Barreau du Québec, ${person.year}`, en: `Quebec Bar, ${person.year}` },
            ...(person.otherBars ?? []),
          ];

    const base = person.englishFirst ? { fr: ['Anglais', 'français'], en: ['English', 'French'] } : { fr: ['Français', 'anglais'], en: ['French', 'English'] };
    const extra = person.languages ?? [];

    let mandates: Bilingual | undefined;
    if (person.role !== 'paralegal') {
      const count = isSenior(person.role) ? 4 : 3;
      const picked: Bilingual[] = [];
      const take = (pa: PracticeArea, n: number): void => {
        for (let k = 0; k < n && picked.length < count; k++) {
          const cursor = mandateCursor.get(pa.id) ?? 0;
          mandateCursor.set(pa.id, cursor + 1);
          const line = pa.mandates[cursor % pa.mandates.length] as Bilingual;
          if (!picked.includes(line)) picked.push(line);
        }
      };
      take(mainArea, otherArea ? count - 1 : count);
      if (otherArea) take(otherArea, 1);
      mandates = { fr: picked.map((m) => m.fr).join('\n'), en: picked.map((m) => m.en).join('\n') };
    }

    const namesake = /-(\d+)$/.exec(slug)?.[1];
    const emailLocal = `${slugify(person.first)}.${slugify(person.last.replace(/[’']/g, ''))}${namesake ?? ''}`;
    return {
      person,
      id: `emp-${slug}`,
      slug,
      fullName,
      role: { fr: roleWords.title[g], en: roleWords.title.en },
      office,
      phone: nextNumber(office.areaCode, 1),
      ...(person.cellular ? { cellular: nextNumber(office.cellAreaCode, 20) } : {}),
      email: `${emailLocal}@${firm.domain}`,
      ...(person.linkedin ? { linkedinUrl: `https://www.linkedin.com/in/${slug}-cbl` } : {}),
      education: { fr: educationLines.map((l) => l.fr).join('\n'), en: educationLines.map((l) => l.en).join('\n') },
      ...(bars ? { barAdmissions: { fr: bars.map((b) => b.fr).join('\n'), en: bars.map((b) => b.en).join('\n') } } : {}),
      languages: {
        fr: [...base.fr, ...extra.map((l) => l.fr)].join(', '),
        en: [...base.en, ...extra.map((l) => l.en)].join(', '),
      },
      ...(mandates ? { mandates } : {}),
      biography,
      seoDescription: {
        fr: `${fullName}, ${roleWords.inSentence[g]} au bureau de ${office.city} de ${firm.name}, exerce en ${mainArea.field.fr}.`,
        en: `${fullName} is ${roleWords.inSentence.en} in the ${cityEn[person.office]} office of ${firm.name}, focusing on ${mainArea.field.en}.`,
      },
    };
  };
}

function yearOf(line: string): number {
  const match = /(\d{4})\s*$/.exec(line);
  return match ? Number(match[1]) : 0;
}
