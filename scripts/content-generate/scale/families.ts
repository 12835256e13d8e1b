import { aboutPages, genericPages, type PageEntry } from '../authoring/about-and-generic.js';
import type { Article, MajorCase } from '../authoring/article-types.js';
import type { Career } from '../authoring/careers.js';
import type { EventEntry } from '../authoring/events.js';
import type { ExpertiseEntry, Industry, PracticeArea, SubPracticeArea } from '../authoring/expertise-types.js';
import { industries } from '../authoring/industries.js';
import { practiceAreas } from '../authoring/practice-areas.js';
import { services } from '../authoring/services.js';
import { subPracticeAreas } from '../authoring/sub-practice-areas.js';
import type { Bilingual } from '../lib/localized.js';
import { slugify } from '../lib/localized.js';
import { addDays } from '../lib/time.js';
import { employeeName, employeeId } from './names.js';
import { DOWNLOAD_ID, heroPoolId } from './pool.js';
import * as t from './tables.js';
import { an, capitalize, de, pick, points, quotes, openings } from './text.js';

/** The sizes of each family of a generated set of scale `n`. */
export function familySizes(n: number) {
  return {
    employees: n, news: n, cases: n, majors: n, events: n, careers: n,
    practiceAreas: Math.min(n, 60), subPracticeAreas: Math.min(n, 60), industries: Math.min(n, 60), services: Math.min(n, 60),
    about: Math.min(n, t.aboutTitles.length), generic: Math.min(n, t.genericTitles.length),
  };
}
export type Sizes = ReturnType<typeof familySizes>;

const heroSpec = (i: number) => ({ motif: 'arches' as const, palette: i % 10, focal: { x: 0.5, y: 0.4 } });

/**
 * Names past the end of a table come back with a region, « Droit minier – Gatineau », then with a number: titles,
 * and so slugs and ids, never repeat.
 */
function named(table: readonly Bilingual[], i: number): Bilingual {
  const cycle = Math.floor(i / table.length);
  const base = table[i % table.length] as Bilingual;
  if (cycle === 0) return base;
  const region = t.regions[(cycle - 1) % t.regions.length] as string;
  const round = Math.floor((cycle - 1) / t.regions.length);
  const suffix = round === 0 ? region : `${region} ${round + 1}`;
  return { fr: `${base.fr} – ${suffix}`, en: `${base.en} – ${suffix}` };
}

function expertiseBody(title: Bilingual, contact: { id: string; name: string }): Bilingual {
  return {
    fr: `Notre groupe ${title.fr} accompagne des entreprises, des institutions et des organismes publics partout au Québec, en étroite collaboration avec les autres groupes du cabinet.

## Ce que nous faisons

- Conseils stratégiques et analyse des risques
- Rédaction et négociation d'ententes
- Représentation devant les tribunaux et les organismes de réglementation
- Formation des équipes internes

Pour en savoir plus, communiquez avec [${contact.name}](record:${contact.id}).`,
    en: `Our ${title.en} group supports businesses, institutions and public bodies across Québec, working closely with the firm's other groups.

## What we do

- Strategic advice and risk analysis
- Drafting and negotiating agreements
- Representation before courts and regulators
- Training for in-house teams

To learn more, contact [${contact.name}](record:${contact.id}).`,
  };
}

const contactOf = (index: number, n: number) => {
  const i = index % n;
  const name = employeeName(i);
  return { id: employeeId(i), name: `${name.first} ${name.last}` };
};

/** An expertise page of a family: the authored entries first, then names from the tables. */
function expertiseAt(authored: readonly ExpertiseEntry[], extra: readonly Bilingual[], prefix: string, i: number, n: number): ExpertiseEntry {
  const contact = contactOf(i * 5, n);
  const real = i < authored.length ? authored[i] : undefined;
  if (real) return { ...real, body: expertiseBody(real.title, contact), hero: heroSpec(i) };
  const title = named(extra, i - authored.length);
  return {
    id: `${prefix}-${slugify(title.fr)}`,
    title,
    slug: { fr: slugify(title.fr), en: slugify(title.en) },
    intro: {
      fr: `Des conseils pratiques du groupe ${title.fr}, adaptés à la réalité de votre organisation.`,
      en: `Practical advice from our ${title.en} group, tailored to your organization.`,
    },
    body: expertiseBody(title, contact),
    hero: heroSpec(i),
  };
}

const genericMandates: readonly Bilingual[] = [
  { fr: 'Conseils stratégiques à une entreprise familiale en croissance', en: 'Strategic advice to a growing family business' },
  { fr: 'Représentation d’une société ouverte dans un dossier réglementaire', en: 'Represented a public company in a regulatory matter' },
  { fr: 'Accompagnement d’une municipalité dans un projet d’envergure', en: 'Supported a municipality on a major project' },
  { fr: 'Négociation d’une entente de partenariat entre deux fabricants', en: 'Negotiated a partnership agreement between two manufacturers' },
];

export function practiceAreaAt(i: number, n: number): PracticeArea {
  const entry = expertiseAt(practiceAreas, t.extraPracticeAreas, 'pa', i, n);
  const real = practiceAreas[i];
  if (real) return { ...real, ...entry };
  const base = t.extraPracticeAreas[(i - practiceAreas.length) % t.extraPracticeAreas.length] as Bilingual;
  return { ...entry, field: { fr: base.fr.charAt(0).toLowerCase() + base.fr.slice(1), en: base.en.toLowerCase() }, mandates: genericMandates };
}

export function subPracticeAreaAt(i: number, n: number, paCount: number, paIds: (j: number) => string): SubPracticeArea {
  const entry = expertiseAt(subPracticeAreas, t.extraSubPracticeAreas, 'spa', i, n);
  const authoredParent = subPracticeAreas[i]?.parent;
  const parentIndex = practiceAreas.findIndex((pa) => pa.id === authoredParent);
  return { ...entry, parent: parentIndex >= 0 && parentIndex < paCount ? paIds(parentIndex) : paIds(i % paCount) };
}

export function industryAt(i: number, n: number): Industry {
  const entry = expertiseAt(industries, t.extraIndustries, 'ind', i, n);
  const real = industries[i];
  if (real) return { ...real, ...entry };
  const base = t.extraIndustries[(i - industries.length) % t.extraIndustries.length] as Bilingual;
  return { ...entry, phrase: { fr: `en ${base.fr.charAt(0).toLowerCase()}${base.fr.slice(1)}`, en: base.en.toLowerCase() } };
}

export const serviceAt = (i: number, n: number): ExpertiseEntry => expertiseAt(services, t.extraServices, 'svc', i, n);

/** Dates spread evenly from `from` over `days`, in index order. */
const spread = (from: string, days: number, i: number, count: number): string => addDays(from, Math.floor((i * days) / Math.max(1, count)));

export const newsId = (i: number): string => `news-gen-${i + 1}`;
export const caseId = (i: number): string => `case-gen-${i + 1}`;
export const majorId = (i: number): string => `major-gen-${i + 1}`;

interface ArticleLinks {
  sizes: Sizes;
  paId: (j: number) => string;
  paTitle: (j: number) => Bilingual;
  industryId: (j: number) => string;
}

function authorsOf(i: number, n: number): string[] {
  return [...new Set([employeeId((i * 3) % n), employeeId((i * 3 + 1) % n)])];
}

function statusOf(i: number): Article['status'] {
  if (i % 97 === 5) return 'draft';
  if (i % 89 === 7) return 'updated';
  return undefined;
}

export function newsAt(i: number, links: ArticleLinks): Article {
  const { sizes } = links;
  const n = sizes.news;
  const topic = pick(t.topics, i);
  const angle = pick(t.angles, Math.floor(i / t.topics.length));
  const date = spread('2023-01-10', 1410, i, n);
  const year = date.slice(0, 4);
  const fill = (pattern: string, lang: 'fr' | 'en'): string =>
    pattern.replace('{T}', capitalize(topic[lang])).replace('{t}', topic[lang]).replace('{Y}', year);
  const title = { fr: fill(angle.fr, 'fr'), en: fill(angle.en, 'en') };
  const author = authorsOf(i, sizes.employees);
  const authorName = employeeName((i * 3) % sizes.employees);
  const pa = i % sizes.practiceAreas;
  const paTitle = links.paTitle(pa);
  const keyPoints = [0, 1, 2].map((k) => pick(points, i + k * 2));
  const quote = pick(quotes, i);
  const opening = pick(openings, i);
  const withBlocks = i % 10 === 0;
  const body = (lang: 'fr' | 'en'): string => {
    const fr = lang === 'fr';
    return [
      opening[lang].replace('{t}', topic[lang]),
      fr ? '## Ce qu’il faut savoir' : '## What you need to know',
      keyPoints.map((p) => `- ${p[lang]}`).join('\n'),
      ...(withBlocks ? ['[[block:figure]]'] : []),
      fr ? '## Nos recommandations' : '## Our recommendations',
      fr
        ? `Faites le point avec vos conseillers et documentez vos décisions. Notre groupe [${paTitle.fr}](record:${links.paId(pa)}) peut vous accompagner.`
        : `Take stock with your advisors and document your decisions. Our [${paTitle.en}](record:${links.paId(pa)}) group can help.`,
      `> ${quote[lang]}\n> — ${authorName.first} ${authorName.last}`,
      ...(withBlocks ? ['[[block:cta]]'] : []),
    ].join('\n\n');
  };
  const related = [i - 1, i - 2].filter((j) => j >= 0).map(newsId);
  if (sizes.cases > 0) related.push(caseId(i % sizes.cases));
  return {
    id: newsId(i),
    date,
    ...(statusOf(i) ? { status: statusOf(i) } : {}),
    authors: author,
    practiceAreas: [links.paId(pa)],
    industries: [links.industryId(i % sizes.industries)],
    related,
    title,
    slug: { fr: `${slugify(title.fr)}-${i + 1}`, en: `${slugify(title.en)}-${i + 1}` },
    excerpt: {
      fr: `Un survol de ce que les entreprises doivent savoir sur ${topic.fr}.`,
      en: `An overview of what businesses need to know about ${topic.en}.`,
    },
    keyPoints: { fr: keyPoints.map((p) => p.fr).join('\n'), en: keyPoints.map((p) => p.en).join('\n') },
    body: { fr: body('fr'), en: body('en') },
    ...(withBlocks
      ? {
          blocks: {
            figure: { type: 'image', image: heroPoolId(i + 3), caption: { fr: `Illustration : ${topic.fr}`, en: `Illustration: ${topic.en}` } },
            cta: {
              type: 'cta',
              title: { fr: 'Une question?', en: 'Have a question?' },
              text: { fr: 'Notre équipe vous répond dans un délai d’un jour ouvrable.', en: 'Our team will respond within one business day.' },
              links: [{ label: { fr: 'Nous joindre', en: 'Contact us' }, record: 'page-contact' }],
              download: { label: { fr: 'Télécharger l’aide-mémoire (PDF)', en: 'Download the checklist (PDF)' }, file: DOWNLOAD_ID },
            },
          },
        }
      : {}),
  };
}

function storyBody(i: number, links: ArticleLinks, headings: [Bilingual, Bilingual, Bilingual], what: Bilingual): Bilingual {
  const author = employeeName((i * 3) % links.sizes.employees);
  const authorId = employeeId((i * 3) % links.sizes.employees);
  const quote = pick(quotes, i + 1);
  const pa = i % links.sizes.practiceAreas;
  const paTitle = links.paTitle(pa);
  const make = (lang: 'fr' | 'en'): string => {
    const fr = lang === 'fr';
    return [
      `## ${headings[0][lang]}`,
      what[lang],
      `## ${headings[1][lang]}`,
      fr
        ? '- Analyse de la situation et des options\n- Négociation avec les autres parties\n- Rédaction de la documentation\n- Suivi après la conclusion du mandat'
        : '- Analysis of the situation and the options\n- Negotiation with the other parties\n- Drafting of the documentation\n- Follow-up after the mandate',
      `## ${headings[2][lang]}`,
      fr
        ? `Le dossier a été mené par [${author.first} ${author.last}](record:${authorId}), avec l'appui du groupe [${paTitle.fr}](record:${links.paId(pa)}).`
        : `The file was led by [${author.first} ${author.last}](record:${authorId}), with the support of the [${paTitle.en}](record:${links.paId(pa)}) group.`,
      `> ${quote[lang]}\n> — ${author.first} ${author.last}`,
    ].join('\n\n');
  };
  return { fr: make('fr'), en: make('en') };
}

export function caseAt(i: number, links: ArticleLinks): Article {
  const { sizes } = links;
  const mandate = pick(t.caseMandates, i);
  const client = pick(t.clients, Math.floor(i / t.caseMandates.length));
  const title = { fr: `${mandate.fr} : ${client.fr}`, en: `${mandate.en}: ${client.en}` };
  const what = {
    fr: `${capitalize(client.fr)} a fait appel à nous dans un dossier ${de(mandate.fr.charAt(0).toLowerCase() + mandate.fr.slice(1))}.`,
    en: `${capitalize(client.en)} turned to us for ${an(mandate.en.toLowerCase())} matter.`,
  };
  return {
    id: caseId(i),
    date: spread('2023-02-01', 1380, i, sizes.cases),
    ...(statusOf(i + 1) ? { status: statusOf(i + 1) } : {}),
    authors: authorsOf(i + 7, sizes.employees),
    practiceAreas: [links.paId(i % sizes.practiceAreas)],
    industries: [links.industryId((i + 2) % sizes.industries)],
    related: [caseId((i + 1) % sizes.cases), newsId(i % sizes.news)].filter((id) => id !== caseId(i)),
    title,
    slug: { fr: `${slugify(title.fr)}-${i + 1}`, en: `${slugify(title.en)}-${i + 1}` },
    excerpt: {
      fr: `Comment nous avons accompagné ${client.fr} dans un dossier ${de(mandate.fr.charAt(0).toLowerCase() + mandate.fr.slice(1))}.`,
      en: `How we helped ${client.en} with ${an(mandate.en.toLowerCase())} matter.`,
    },
    keyPoints: { fr: [pick(points, i).fr, pick(points, i + 3).fr].join('\n'), en: [pick(points, i).en, pick(points, i + 3).en].join('\n') },
    body: storyBody(i, links, [
      { fr: 'Le contexte', en: 'Background' },
      { fr: 'Notre intervention', en: 'What we did' },
      { fr: 'Le résultat', en: 'The outcome' },
    ], what),
  };
}

export function majorAt(i: number, links: ArticleLinks): MajorCase {
  const { sizes } = links;
  const mandate = pick(t.disputes, i);
  const client = pick(t.clients, i);
  const court = pick(t.courts, Math.floor(i / t.clients.length));
  const arbitral = court.en.startsWith('Arbitral');
  const before = {
    fr: arbitral ? 'un tribunal arbitral' : `${court.fr.startsWith('Cour') ? 'la' : 'le'} ${court.fr}`,
    en: arbitral ? 'an arbitral tribunal' : `the ${court.en}`,
  };
  const title = { fr: `${mandate.fr} : ${client.fr} devant ${before.fr}`, en: `${mandate.en}: ${client.en} before ${before.en}` };
  return {
    id: majorId(i),
    date: spread('2023-03-01', 1350, i, sizes.majors),
    authors: authorsOf(i + 11, sizes.employees),
    practiceAreas: [links.paId((i + 1) % sizes.practiceAreas)],
    industries: [links.industryId(i % sizes.industries)],
    related: [majorId((i + 1) % sizes.majors)].filter((id) => id !== majorId(i)),
    court,
    caseStatus: pick(t.caseStatuses, i),
    title,
    slug: { fr: `${slugify(title.fr)}-${i + 1}`, en: `${slugify(title.en)}-${i + 1}` },
    excerpt: { fr: `Nous représentons ${client.fr} devant ${before.fr}.`, en: `We represent ${client.en} before ${before.en}.` },
    keyPoints: { fr: pick(points, i + 1).fr, en: pick(points, i + 1).en },
    body: storyBody(i, links, [
      { fr: 'L’enjeu', en: 'What is at stake' },
      { fr: 'Notre stratégie', en: 'Our strategy' },
      { fr: 'L’issue', en: 'The outcome' },
    ], { fr: `Notre cliente, ${client.fr}, était partie à un litige devant ${before.fr}.`, en: `Our client, ${client.en}, was a party to a dispute before ${before.en}.` }),
  };
}

const cities: readonly { fr: string; en: string; address: string }[] = [
  { fr: 'Bureau de Montréal', en: 'Montréal office', address: '1155, rue Metcalfe, bureau 2200, Montréal (Québec) H3B 2V6' },
  { fr: 'Bureau de Québec', en: 'Québec City office', address: '925, Grande Allée Ouest, bureau 400, Québec (Québec) G1S 1C1' },
  { fr: 'Bureau de Sherbrooke', en: 'Sherbrooke office', address: '455, rue King Ouest, bureau 510, Sherbrooke (Québec) J1H 6E9' },
];

export function eventAt(i: number, sizes: Sizes): EventEntry {
  const format = pick(t.eventFormats, i);
  const topic = pick(t.topics, Math.floor(i / t.eventFormats.length) + i);
  const online = format.en === 'Webinar';
  const place = pick(cities, i);
  const title = { fr: `${format.fr} : ${topic.fr}`, en: `${format.en}: ${capitalize(topic.en)}` };
  const speakerIndexes = [...new Set([(i * 2) % sizes.employees, (i * 2 + 5) % sizes.employees])];
  const speakers = speakerIndexes.map(employeeId);
  const names = speakerIndexes.map((j) => {
    const name = employeeName(j);
    return `[${name.first} ${name.last}](record:${employeeId(j)})`;
  });
  return {
    id: `event-gen-${i + 1}`,
    date: spread('2023-01-20', 1620, i, sizes.events),
    start: online ? '12:00' : '08:00',
    end: online ? '13:00' : '10:00',
    title,
    slug: { fr: `${slugify(title.fr)}-${i + 1}`, en: `${slugify(title.en)}-${i + 1}` },
    location: online ? { fr: 'En ligne', en: 'Online' } : { fr: place.fr, en: place.en },
    ...(online ? { registrationUrl: `https://evenements.cblavocats.ca/${i + 1}` } : { address: place.address }),
    excerpt: { fr: `Nos professionnels font le point sur ${topic.fr}.`, en: `Our professionals review ${topic.en}.` },
    body: {
      fr: `## Au programme\n\n- Les règles applicables\n- Les décisions récentes\n- Période de questions\n\nAvec ${names.join(' et ')}.`,
      en: `## Agenda\n\n- The applicable rules\n- Recent decisions\n- Questions\n\nWith ${names.join(' and ')}.`,
    },
    speakers,
  };
}

export function careerAt(i: number, sizes: Sizes, paAt: (j: number) => PracticeArea): Career {
  const role = pick(t.careerRoles, i);
  // Notaries are hired in real estate or estates, when the set has those practice areas.
  const notaryAreas = ['pa-droit-immobilier', 'pa-successions']
    .map((id) => practiceAreas.findIndex((pa) => pa.id === id))
    .filter((j) => j >= 0 && j < sizes.practiceAreas);
  const pa = paAt(role.title.en === 'Notary' && notaryAreas.length > 0 ? pick(notaryAreas, i) : i % sizes.practiceAreas);
  const place = pick(cities, i);
  const title = { fr: `${role.title.fr} en ${pa.field.fr}`, en: `${pa.title.en} ${role.title.en}` };
  return {
    id: `career-gen-${i + 1}`,
    date: spread('2023-01-05', 1410, i, sizes.careers),
    ...(i % 50 === 3 ? { status: 'draft' as const } : {}),
    title,
    slug: { fr: `${slugify(title.fr)}-${i + 1}`, en: `${slugify(title.en)}-${i + 1}` },
    location: { fr: place.fr.replace('Bureau de ', ''), en: place.en.replace(' office', '') },
    employmentType: role.type,
    excerpt: { fr: `Joignez-vous au groupe ${pa.title.fr}.`, en: `Join our ${pa.title.en} group.` },
    body: {
      fr: `## Le poste\n\n- Travailler avec les professionnels du groupe [${pa.title.fr}](record:${pa.id})\n- Participer à des dossiers variés\n\n## Votre profil\n\n- Rigueur et sens du service\n- Excellente maîtrise du français et de l'anglais\n\nPour postuler, écrivez à carrieres@cblavocats.ca.`,
      en: `## The position\n\n- Work with the professionals of the [${pa.title.en}](record:${pa.id}) group\n- Take part in a variety of files\n\n## Your profile\n\n- Thoroughness and a service mindset\n- Excellent command of French and English\n\nTo apply, write to carrieres@cblavocats.ca.`,
    },
  };
}

function pageAt(authored: readonly PageEntry[], table: readonly Bilingual[], prefix: string, i: number): PageEntry {
  const real = authored[i];
  const title = real?.title ?? pick(table, i);
  return {
    id: real?.id ?? `${prefix}-${slugify(title.fr)}`,
    title,
    slug: real?.slug ?? { fr: slugify(title.fr), en: slugify(title.en) },
    intro: real?.intro ?? { fr: `${title.fr} : ce qu’il faut savoir.`, en: `${title.en}: what you should know.` },
    body: {
      fr: `## ${title.fr}\n\nCette page présente l’essentiel de l’information sur ce sujet. Pour toute question, consultez la page [Nous joindre](record:page-contact).`,
      en: `## ${title.en}\n\nThis page sets out the key information on this topic. For any question, see our [Contact](record:page-contact) page.`,
    },
  };
}

export const aboutAt = (i: number): PageEntry => pageAt(aboutPages, t.aboutTitles, 'about', i);
export const genericAt = (i: number): PageEntry => pageAt(genericPages, t.genericTitles, 'gen', i);
