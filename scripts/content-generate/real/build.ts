import { aboutPages, genericPages } from '../authoring/about-and-generic.js';
import type { Article } from '../authoring/article-types.js';
import { careers } from '../authoring/careers.js';
import { caseStudies } from '../authoring/case-studies.js';
import { events } from '../authoring/events.js';
import type { ExpertiseEntry } from '../authoring/expertise-types.js';
import { industries } from '../authoring/industries.js';
import { majorCases } from '../authoring/major-cases.js';
import { news2023to2024 } from '../authoring/news-2023-2024.js';
import { news2025to2026 } from '../authoring/news-2025-2026.js';
import { people } from '../authoring/people.js';
import { practiceAreas } from '../authoring/practice-areas.js';
import { services } from '../authoring/services.js';
import { singletonPages } from '../authoring/singletons.js';
import { subPracticeAreas } from '../authoring/sub-practice-areas.js';
import { buildTeam, type TeamMember } from '../authoring/team.js';
import { References } from '../lib/references.js';
import type { RecordJson } from '../lib/types.js';
import { ContentWriter, prepareOutDir } from '../lib/writer.js';
import { articleRecord } from './article-records.js';
import { expertiseRecord } from './expertise-records.js';
import { blockReferences, heroFromId, heroId } from './helpers.js';
import {
  aboutRecord,
  careerRecord,
  errorRecord,
  eventRecord,
  genericRecord,
  layoutRecord,
  menuTargets,
  singletonRecord,
} from './page-records.js';
import { employeeRecord, officeRecords } from './team-records.js';
import { siteJson } from './site.js';
import { Uploads } from './uploads.js';

const seniority = ['managing-partner', 'partner', 'notary-partner', 'counsel', 'associate', 'notary', 'paralegal'];

/** Up to `count` contacts among the members who match, most senior first. */
function contactsFor(team: readonly TeamMember[], matches: (member: TeamMember) => boolean, count: number): string[] {
  return team
    .filter((m) => m.person.role !== 'paralegal' && matches(m))
    .sort((a, b) => seniority.indexOf(a.person.role) - seniority.indexOf(b.person.role))
    .slice(0, count)
    .map((m) => m.id);
}

/** Writes the authored content set (records, uploads and site.json) to `outDir`. Returns files written per model. */
export async function writeRealContent(outDir: string): Promise<Map<string, number>> {
  prepareOutDir(outDir);
  const writer = new ContentWriter(outDir);
  const uploads = new Uploads();
  const refs = new References();
  const records: { model: string; record: RecordJson }[] = [];
  const add = (model: string, record: RecordJson): void => {
    if (records.some((r) => r.record.id === record.id)) throw new Error(`Duplicate record id ${record.id}`);
    records.push({ model, record });
  };
  const refsOf = (from: string, ...lists: (readonly string[] | string | undefined)[]): void => lists.forEach((l) => refs.add(from, l));
  const markdown = (from: string, pair: { fr: string; en: string }): void => {
    refs.addMarkdown(from, pair.fr);
    refs.addMarkdown(from, pair.en);
  };

  uploads.patterns();
  uploads.siteAssets();

  for (const record of officeRecords()) add('office', record);
  const team = buildTeam(people, practiceAreas, industries);
  team.forEach((member, index) => {
    add('single_employee', employeeRecord(member, index, uploads.portrait(member)));
    refsOf(member.id, member.person.practiceAreas, member.person.industries);
    markdown(member.id, member.biography);
  });

  const expertise = <E extends ExpertiseEntry>(model: string, entries: readonly E[], contacts: (entry: E) => string[]): void => {
    entries.forEach((entry, index) => {
      const hero = uploads.hero(heroId(entry.id), entry.hero, entry.title);
      const record = expertiseRecord(entry, index + 1, hero, entry.contacts ?? contacts(entry));
      add(model, record);
      refsOf(entry.id, record.contacts as string[], record.pageParent as string | undefined);
      markdown(entry.id, entry.body);
    });
  };
  expertise('single_practice_area', practiceAreas, (pa) => contactsFor(team, (m) => m.person.practiceAreas.includes(pa.id), 3));
  expertise('single_sub_practice_area', subPracticeAreas, () => []);
  expertise('single_industry', industries, (ind) => contactsFor(team, (m) => m.person.industries.includes(ind.id), 3));
  expertise('single_service', services, () => []);

  const articles: [string, readonly Article[]][] = [
    ['single_news', [...news2023to2024, ...news2025to2026]],
    ['single_cases_analysis', caseStudies],
    ['single_major_case', majorCases],
  ];
  for (const [model, list] of articles) {
    for (const article of list) {
      const hero = uploads.hero(heroId(article.id), heroFromId(article.id), article.title);
      add(model, articleRecord(article, hero));
      refsOf(article.id, article.authors, article.related, article.practiceAreas, article.industries, blockReferences(article.blocks));
      markdown(article.id, article.body);
    }
  }

  for (const event of events) {
    add('single_event', eventRecord(event, uploads.hero(heroId(event.id), heroFromId(event.id), event.title)));
    refsOf(event.id, event.speakers);
    markdown(event.id, event.body);
  }
  for (const career of careers) {
    add('single_career', careerRecord(career));
    markdown(career.id, career.body);
  }
  aboutPages.forEach((page, index) => {
    add('single_about', aboutRecord(page, index + 1, uploads.hero(heroId(page.id), heroFromId(page.id), page.title)));
    markdown(page.id, page.body);
  });
  for (const page of genericPages) {
    add('generic_page', genericRecord(page));
    markdown(page.id, page.body);
  }

  uploads.hero('hero-page-home', { motif: 'arches', palette: 0, focal: { x: 0.62, y: 0.42 } }, singletonPages[0]?.title ?? { fr: '', en: '' });
  const home = {
    featuredPracticeAreas: ['pa-droit-des-affaires', 'pa-litige', 'pa-droit-du-travail', 'pa-droit-immobilier', 'pa-vie-privee', 'pa-fiscalite'],
    featuredArticles: [
      'news-2026-tendances-actions-collectives',
      'case-2026-acquisition-editeur-logiciels',
      'major-2026-appel-garantie-qualite',
      'news-2026-cyberattaque-72-heures',
    ],
  };
  for (const page of singletonPages) {
    add(page.model, singletonRecord(page, page.model === 'page_home' ? home : {}));
    refsOf(page.id, page.hero);
    if (page.body) markdown(page.id, page.body);
  }
  refsOf('page-home', home.featuredPracticeAreas, home.featuredArticles, ['page-contact', 'page-newsletter']);
  add('page_error', errorRecord());
  add('layout', layoutRecord());
  refsOf('layout', menuTargets);

  refs.check(new Set([...records.map((r) => r.record.id), ...uploads.ids]));

  await writer.site(siteJson());
  for (const { model, record } of records) await writer.record(model, record);
  await uploads.writeAll(writer);
  await writer.close();
  return writer.counts;
}
