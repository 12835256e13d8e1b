import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteContentClient, type SiteContentClient } from '../../src/content-client/site-content-client.js';
import { readConfig } from '../../src/config/env.js';

/** The minimum the site's real content must hold, published, in each language (issue: content layer). */
const minimums: Record<string, number> = {
  _allSingleEmployeesMeta: 40,
  _allSinglePracticeAreasMeta: 12,
  _allSingleSubPracticeAreasMeta: 4,
  _allSingleIndustriesMeta: 8,
  _allSingleServicesMeta: 8,
  _allSingleNewsMeta: 30,
  _allSingleCasesAnalysesMeta: 12,
  _allSingleMajorCasesMeta: 5,
  _allSingleEventsMeta: 6,
  _allSingleCareersMeta: 4,
  _allSingleAboutsMeta: 4,
  _allGenericPagesMeta: 3,
};

let client: SiteContentClient;

beforeAll(async () => {
  client = await createSiteContentClient(readConfig({}));
});

afterAll(async () => {
  await client?.close();
});

describe.each(['fr_CA', 'en_CA'])('the real content, served by the embedded API in %s', (locale) => {
  it('holds at least the counts a realistic firm needs', async () => {
    const fields = Object.keys(minimums)
      .map((field) => `${field}: ${field}(locale: ${locale}, filter: { slug: { neq: "" } }) { count }`)
      .join('\n');
    const data = await client.query<Record<string, { count: number }>>(`{ ${fields} }`);
    for (const [field, minimum] of Object.entries(minimums)) {
      expect(data[field]?.count, field).toBeGreaterThanOrEqual(minimum);
    }
  });

  it('has every page singleton and the error page, with their texts in this language', async () => {
    const data = await client.query<Record<string, { title?: string; cTitle1?: string } | null>>(`{
      pageHome(locale: ${locale}) { title } pageAbout(locale: ${locale}) { title }
      pageBusinessIntel(locale: ${locale}) { title } pageCasesHub(locale: ${locale}) { title }
      pageContact(locale: ${locale}) { title } pageExpertise(locale: ${locale}) { title }
      pageIndustriesHub(locale: ${locale}) { title } pageNewsHub(locale: ${locale}) { title }
      pageNewsletter(locale: ${locale}) { title } pagePracticeAreaHub(locale: ${locale}) { title }
      pageServicesHub(locale: ${locale}) { title } pageTeam(locale: ${locale}) { title }
      pagePrivacy(locale: ${locale}) { title } pageTerm(locale: ${locale}) { title }
      pageCareerHub(locale: ${locale}) { title } pageError(locale: ${locale}) { cTitle1 }
    }`);
    for (const [field, record] of Object.entries(data)) {
      expect(record?.title ?? record?.cTitle1, field).toMatch(/\S/);
    }
  });

  it('gives every team member a slug and a role in this language', async () => {
    const { items } = await client.query<{ items: { slug: string | null; role: string | null }[] }>(
      `{ items: allSingleEmployees(locale: ${locale}, first: 500) { slug role } }`,
    );
    expect(items.length).toBeGreaterThanOrEqual(40);
    for (const item of items) {
      expect(item.slug).toMatch(/^[a-z0-9-]+$/);
      expect(item.role).toMatch(/\S/);
    }
  });
});
