import { singletonPages } from '../authoring/singletons.js';
import { teamMemberBuilder } from '../authoring/team.js';
import type { Bilingual } from '../lib/localized.js';
import type { RecordJson } from '../lib/types.js';
import { ContentWriter, prepareOutDir } from '../lib/writer.js';
import { articleRecord } from '../real/article-records.js';
import { expertiseRecord } from '../real/expertise-records.js';
import { aboutRecord, careerRecord, errorRecord, eventRecord, genericRecord, layoutRecord, singletonRecord } from '../real/page-records.js';
import { siteJson } from '../real/site.js';
import { employeeRecord, officeRecords } from '../real/team-records.js';
import {
  aboutAt,
  careerAt,
  caseAt,
  eventAt,
  familySizes,
  genericAt,
  industryAt,
  majorAt,
  newsAt,
  newsId,
  practiceAreaAt,
  serviceAt,
  subPracticeAreaAt,
} from './families.js';
import { employeeId } from './names.js';
import { personAt } from './people.js';
import { heroPoolId, portraitId, writeUploadPool } from './pool.js';

/**
 * Writes a generated content set of scale `n` to `outDir`: `n` records in each collection family (employees, news,
 * case studies, major cases, events, careers), realistic sizes for the others, every singleton, and a small pool of
 * images shared by all records. Records are produced and written one at a time; the output depends only on `n`.
 */
export async function writeScaledContent(outDir: string, n: number): Promise<Map<string, number>> {
  prepareOutDir(outDir);
  const writer = new ContentWriter(outDir);
  const sizes = familySizes(n);
  await writeUploadPool(writer);
  await writer.site(siteJson());

  const areas = Array.from({ length: sizes.practiceAreas }, (_, i) => practiceAreaAt(i, n));
  const sectors = Array.from({ length: sizes.industries }, (_, i) => industryAt(i, n));
  const paId = (j: number): string => (areas[j] ?? areas[0])?.id ?? '';
  const paTitle = (j: number): Bilingual => (areas[j] ?? areas[0])?.title ?? { fr: '', en: '' };
  const industryId = (j: number): string => (sectors[j] ?? sectors[0])?.id ?? '';
  const contacts = (i: number): string[] => [...new Set([employeeId((i * 5) % n), employeeId((i * 5 + 1) % n)])];

  for (const record of officeRecords()) await writer.record('office', record);
  for (const [i, area] of areas.entries()) {
    await writer.record('single_practice_area', expertiseRecord(area, i + 1, heroPoolId(i), contacts(i)));
  }
  for (let i = 0; i < sizes.subPracticeAreas; i++) {
    const spa = subPracticeAreaAt(i, n, sizes.practiceAreas, paId);
    await writer.record('single_sub_practice_area', expertiseRecord(spa, i + 1, heroPoolId(i + 1), contacts(i + 1)));
  }
  for (const [i, sector] of sectors.entries()) {
    await writer.record('single_industry', expertiseRecord(sector, i + 1, heroPoolId(i + 2), contacts(i + 2)));
  }
  for (let i = 0; i < sizes.services; i++) {
    await writer.record('single_service', expertiseRecord(serviceAt(i, n), i + 1, heroPoolId(i + 3), contacts(i + 3)));
  }

  const buildMember = teamMemberBuilder(areas, sectors);
  for (let i = 0; i < sizes.employees; i++) {
    const member = buildMember(personAt(i, paId, areas.length, industryId, sectors.length), i);
    await writer.record('single_employee', employeeRecord(member, i, portraitId(i)));
  }

  const links = { sizes, paId, paTitle, industryId };
  for (let i = 0; i < sizes.news; i++) await writer.record('single_news', articleRecord(newsAt(i, links), heroPoolId(i)));
  for (let i = 0; i < sizes.cases; i++) await writer.record('single_cases_analysis', articleRecord(caseAt(i, links), heroPoolId(i + 4)));
  for (let i = 0; i < sizes.majors; i++) await writer.record('single_major_case', articleRecord(majorAt(i, links), heroPoolId(i + 7)));
  for (let i = 0; i < sizes.events; i++) await writer.record('single_event', eventRecord(eventAt(i, sizes), heroPoolId(i + 1)));
  for (let i = 0; i < sizes.careers; i++) {
    await writer.record('single_career', careerRecord(careerAt(i, sizes, (j) => areas[j] ?? (areas[0] as (typeof areas)[number]))));
  }
  for (let i = 0; i < sizes.about; i++) await writer.record('single_about', aboutRecord(aboutAt(i), i + 1, heroPoolId(i + 5)));
  const genericIds = new Set<string>();
  for (let i = 0; i < sizes.generic; i++) {
    const page = genericAt(i);
    genericIds.add(page.id);
    await writer.record('generic_page', genericRecord(page));
  }

  const home = {
    featuredPracticeAreas: areas.slice(0, 6).map((a) => a.id),
    featuredArticles: Array.from({ length: Math.min(4, sizes.news) }, (_, k) => newsId(sizes.news - 1 - k)),
  };
  for (const page of singletonPages) {
    const record: RecordJson = singletonRecord({ ...page, body: undefined }, page.model === 'page_home' ? home : {});
    await writer.record(page.model, record);
  }
  await writer.record('page_error', errorRecord());
  await writer.record('layout', layoutRecord((id) => !id.startsWith('gen-') || genericIds.has(id)));
  await writer.close();
  return writer.counts;
}
