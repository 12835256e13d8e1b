import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentValidationError, formatProblem } from '../../../src/content-service/store/content-validation-error.js';
import { loadContent } from '../../../src/content-service/store/load-content.js';
import { copyFixture, type FixtureCopy } from './fixture-copy.js';

let fixture: FixtureCopy | undefined;

afterEach(async () => {
  await fixture?.remove();
  fixture = undefined;
});

/** Loads the broken copy and returns the problem lines of the error it must throw. */
async function problemLines(copy: FixtureCopy): Promise<string[]> {
  const error: unknown = await loadContent(copy.dir).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ContentValidationError);
  if (!(error instanceof ContentValidationError)) return [];
  const lines = error.problems.map(formatProblem);
  expect(error.message.split('\n').slice(1)).toEqual(lines);
  return lines;
}

describe('loadContent on invalid content', () => {
  it('reports every problem of every file together, naming the file, the field path and the reason', async () => {
    fixture = await copyFixture();
    const copy = fixture;
    await mkdir(join(copy.dir, 'records/single_podcast'));
    await copy.writeJson('records/single_podcast/episode-1.json', {
      id: 'episode-1',
      _createdAt: '2025-01-01T00:00:00Z',
    });
    await copy.editJson('records/single_employee/emp-jean-gagnon.json', (json) => {
      json.nickname = 'JG';
      json.office = 'office-toronto';
    });
    await copy.editJson('records/single_news/news-merger-guide.json', (json) => {
      json.readingTime = 'five';
      json.authors = ['emp-jean-gagnon', 'pa-tax'];
      json.slug = { 'fr-CA': 'guide-fusions-acquisitions', 'de-DE': 'fusionen' };
    });
    await copy.editJson('records/office/office-quebec.json', (json) => {
      delete json.city;
      json._status = 'draft';
    });
    await copy.editJson('records/single_news/news-fiscal-2025.json', (json) => {
      json.title = { 'en-CA': 'Federal budget 2025: what changes' };
    });
    await copy.editJson('records/single_practice_area/pa-tax.json', (json) => {
      json.heroImage = 'hero-missing';
    });
    await mkdir(join(copy.dir, 'records/single_service'));
    await copy.writeJson('records/single_service/pa-tax.json', {
      id: 'pa-tax',
      _status: 'published',
      _createdAt: '2024-01-01T09:00:00-05:00',
      title: { 'fr-CA': 'Fiscalité' },
      slug: { 'fr-CA': 'fiscalite' },
    });
    await copy.editJson('records/page_home/page-home.json', (json) => {
      json.ctas = { 'fr-CA': [{ id: 'home-quote', _type: 'quote_block', quote: 'Citation' }] };
      json.body = { 'fr-CA': { value: '## Bienvenue\n\n[[block:ghost]]', blocks: [] } };
    });
    await rm(join(copy.dir, 'uploads/favicon.png'));
    await writeFile(join(copy.dir, 'uploads/stray.pdf'), 'not referenced');
    await writeFile(join(copy.dir, 'records/single_event/event-breakfast.json'), '{ "id": ');

    expect(await problemLines(copy)).toEqual([
      'records/office/office-quebec.json: _status: "office" has no draft mode: its records are "published"',
      'records/office/office-quebec.json: city: required field is missing',
      'records/page_home/page-home.json: body.fr-CA.value: the document embeds block "ghost", which is not in "blocks"',
      'records/page_home/page-home.json: ctas.fr-CA[0]._type: block type "quote_block" is not allowed here (allowed: cta_block)',
      'records/single_employee/emp-jean-gagnon.json: nickname: unknown field',
      'records/single_employee/emp-jean-gagnon.json: office: links to record "office-toronto", which does not exist',
      expect.stringMatching(/^records\/single_event\/event-breakfast\.json: invalid JSON: /),
      'records/single_news/news-fiscal-2025.json: title.fr-CA: required field is missing (the default locale)',
      'records/single_news/news-merger-guide.json: authors[1]: links to "pa-tax", a single_practice_area record; this field allows single_employee',
      'records/single_news/news-merger-guide.json: readingTime: Invalid input: expected number, received string',
      'records/single_news/news-merger-guide.json: slug.de-DE: unknown locale (expected fr-CA or en-CA)',
      'records/single_podcast/: unknown model "single_podcast"',
      'records/single_practice_area/pa-tax.json: heroImage: refers to upload "hero-missing", which does not exist',
      'records/single_service/pa-tax.json: id: duplicate id "pa-tax" (a single_service record), already used in records/single_practice_area/pa-tax.json by a single_practice_area record',
      'uploads/favicon.json: filename: missing file uploads/favicon.png',
      'uploads/stray.pdf: no metadata file (expected uploads/stray.json)',
    ]);
  });

  it('reports links to a model the field does not allow', async () => {
    fixture = await copyFixture();
    await fixture.editJson('records/single_news/news-merger-guide.json', (json) => {
      json.authors = ['emp-jean-gagnon', 'pa-tax'];
      json.relatedArticles = ['event-breakfast'];
    });
    expect(await problemLines(fixture)).toEqual([
      'records/single_news/news-merger-guide.json: authors[1]: links to "pa-tax", a single_practice_area record; this field allows single_employee',
      'records/single_news/news-merger-guide.json: relatedArticles[0]: links to "event-breakfast", a single_event record; this field allows single_news, single_cases_analysis, single_major_case',
    ]);
  });

  it('reports a slug used twice in a model and locale', async () => {
    fixture = await copyFixture();
    await fixture.editJson('records/single_employee/emp-jean-gagnon.json', (json) => {
      json.slug = { 'fr-CA': 'jean-gagnon', 'en-CA': 'marie-tremblay' };
    });
    await fixture.editJson('records/single_practice_area/pa-tax.json', (json) => {
      json.slug = { 'fr-CA': 'litige-commercial', 'en-CA': 'tax' };
    });
    expect(await problemLines(fixture)).toEqual([
      'records/single_employee/emp-marie-tremblay.json: slug.en-CA: duplicate slug "marie-tremblay": records/single_employee/emp-jean-gagnon.json has it too',
      'records/single_practice_area/pa-tax.json: slug.fr-CA: duplicate slug "litige-commercial": records/single_practice_area/pa-litigation.json has it too',
    ]);
  });

  it('requires a localized required field in every locale the record has content in', async () => {
    fixture = await copyFixture();
    await fixture.editJson('records/single_employee/emp-jean-gagnon.json', (json) => {
      json.role = { 'fr-CA': 'Avocat', 'en-CA': '' };
    });
    expect(await problemLines(fixture)).toEqual([
      'records/single_employee/emp-jean-gagnon.json: role.en-CA: required field is missing (the record has content in en-CA)',
    ]);
  });

  it('checks blocks, structured text, uploads metadata and site settings', async () => {
    fixture = await copyFixture();
    const copy = fixture;
    await copy.editJson('records/page_home/page-home.json', (json) => {
      json.ctas = {
        'fr-CA': [
          {
            id: 'home-cta-contact',
            _type: 'cta_block',
            title: 'Brochure',
            links: [{ id: 'home-cta-download', _type: 'link_download', label: 'Brochure', file: 'brochure' }],
          },
        ],
      };
    });
    await copy.editJson('records/single_news/news-fiscal-2025.json', (json) => {
      json.body = {
        'fr-CA': {
          value: '[[block:fiscal-quote]]',
          blocks: [{ id: 'fiscal-quote', _type: 'quote_block', attribution: 'Marie' }],
        },
      };
    });
    await copy.editJson('records/single_news/news-merger-guide.json', (json) => {
      json.body = {
        'fr-CA': { value: 'Texte', blocks: [{ id: 'merger-quote', _type: 'quote_block', quote: 'Citation' }] },
      };
    });
    await copy.editJson('records/single_employee/emp-marie-tremblay.json', (json) => {
      json.biography = {
        'fr-CA': { schema: 'dast', document: { type: 'root', children: [{ type: 'paragraph', children: [] }] } },
        'en-CA': 'Voir [[block:bio-quote]]',
      };
    });
    await copy.editJson('uploads/hero-montreal.json', (json) => {
      json.width = 1200;
      json.focalPoint = { x: 1.5, y: 0.3 };
    });
    await copy.editJson('uploads/portrait-marie-tremblay.json', (json) => {
      json.width = 300;
    });
    await copy.editJson('site.json', (json) => {
      json.locales = ['en-CA', 'fr-CA'];
    });
    expect(await problemLines(copy)).toEqual([
      'records/page_home/page-home.json: ctas.fr-CA[0].links[0].file: refers to upload "brochure", which does not exist',
      'records/single_employee/emp-marie-tremblay.json: biography.fr-CA.document.children[0].children: Too small: expected array to have >=1 items',
      'records/single_news/news-fiscal-2025.json: body.fr-CA.blocks[0].quote: required field is missing',
      'records/single_news/news-merger-guide.json: body.fr-CA.blocks[0]: this block is not used by the document',
      'site.json: locales: expected the site locales ["fr-CA","en-CA"] (src/config/locales.ts), in this order',
      'uploads/hero-montreal.json: focalPoint.x: Too big: expected number to be <=1',
      'uploads/portrait-marie-tremblay.json: width: is 300 but the image is 400×500 pixels',
    ]);
  });
});
