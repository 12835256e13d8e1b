import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPath } from '../../../src/routing/build-path.js';
import type { LatestBuild } from '../../../src/page-contract/build-manifest.js';
import { firmDate } from '../../../src/page-contract/firm-date.js';
import {
  contentRecords,
  fact,
  field,
  isBuilt,
  iso,
  jsonLdOfType,
  loadPage,
  LOCALES,
  present,
  recordById,
  siteDir,
  slugOf,
  t,
  textOf,
  withSlug,
} from './support.js';

const events = await contentRecords('single_event');
const employees = await contentRecords('single_employee');

describe('the events hub', () => {
  it("lists upcoming events (ending on the build's date in Eastern time or later; soonest first) and past events (latest first), with date and place", async () => {
    for (const locale of LOCALES) {
      const path = buildPath('events', locale);
      const $ = await loadPage(path);
      const { timestamp } = JSON.parse(await readFile(join(siteDir, 'builds/latest.json'), 'utf8')) as LatestBuild;
      const buildDate = firmDate(timestamp);
      const hrefs = (section: string) =>
        $(`#section-${section}`)
          .parent()
          .find('h3 a')
          .map((_, a) => $(a).attr('href'))
          .get();
      const expected = (upcoming: boolean) =>
        events
          .filter(
            (event) =>
              field(event, 'slug', locale) && firmDate(Date.parse(event.endAt as string)) >= buildDate === upcoming,
          )
          .sort((a, b) => (upcoming ? 1 : -1) * (a.startAt as string).localeCompare(b.startAt as string))
          .map((event) => buildPath('events-slug', locale, { slug: slugOf(event, locale) }));
      expect(textOf($, '#section-upcoming')).toBe(t(locale, 'event.upcoming'));
      expect(textOf($, '#section-past')).toBe(t(locale, 'event.past'));
      expect(hrefs('upcoming')).toEqual(expected(true));
      expect(hrefs('past')).toEqual(expected(false));
      $('main .card time').each((_, time) => expect($(time).attr('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/));
    }
  });
});

describe('event pages', () => {
  it('say when and where in the page language, in <time datetime>, with speakers linking to their pages', async () => {
    for (const locale of LOCALES) {
      for (const { record: event, slug } of withSlug(events, locale)) {
        const path = buildPath('events-slug', locale, { slug });
        const $ = await loadPage(path);
        expect(textOf($, 'main h1'), path).toBe(field(event, 'title', locale));
        const when = fact($, t(locale, 'event.when'));
        const times = when
          .find('time')
          .map((_, time) => $(time).attr('datetime'))
          .get();
        expect(times, path).toEqual([event.startAt, event.endAt]);
        const day = new Intl.DateTimeFormat(iso(locale), { dateStyle: 'long', timeZone: 'America/Toronto' }).format(
          new Date(event.startAt as string),
        );
        expect(when.text(), path).toContain(day);
        expect(fact($, t(locale, 'event.where')).text(), path).toContain(field(event, 'location', locale));
        const speakers = $('#speakers')
          .next('ul')
          .find('a')
          .map((_, a) => $(a).attr('href'))
          .get();
        expect(speakers, path).toEqual(
          ((event.speakers as string[] | undefined) ?? []).map((id) =>
            buildPath('employee-slug', locale, {
              slug: slugOf(recordById(employees, id), locale),
            }),
          ),
        );
        for (const href of speakers) expect(isBuilt(href)).toBe(true);
        expect(jsonLdOfType($, 'Event'), path).toMatchObject({
          name: field(event, 'title', locale),
          startDate: event.startAt,
          endDate: event.endAt,
        });
        expect(jsonLdOfType($, 'BreadcrumbList'), path).toBeDefined();
      }
    }
  });

  it('write dates in French on French pages and in English on English pages', async () => {
    const event = present(events[0], 'a published event');
    const fr = await loadPage(buildPath('events-slug', 'fr', { slug: slugOf(event, 'fr') }));
    const en = await loadPage(buildPath('events-slug', 'en', { slug: slugOf(event, 'en') }));
    expect(fact(fr, 'Date').text()).toMatch(
      /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/,
    );
    expect(fact(fr, 'Date').text()).toMatch(/\d{1,2} h \d{2}/);
    expect(fact(en, 'Date').text()).toMatch(
      /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
    );
    expect(fact(en, 'Date').text()).toMatch(/\d{1,2}:\d{2}\s?[ap]\.m\./);
  });
});
