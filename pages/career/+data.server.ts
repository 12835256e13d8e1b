import { translate } from '../../src/i18n/messages.js';
import { byDateDesc, CARD_FIELDS, recordCardLink } from '../../src/page-kit/cards.js';
import { hubEntry } from '../../src/page-kit/hub-entry.js';
import type { CareerRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';

/** The careers hub: open positions, latest first, with their place and position type. */
async function pages(context: PageBuildContext) {
  const careers = await context.queryAll<CareerRecord>('careers', 'items', CARD_FIELDS);
  const items = careers.sort(byDateDesc).map((career) => ({
    record: recordCardLink(career),
    title: career.title,
    date: career.date,
    meta: [career.location, career.employmentType ? translate(context.locale, `career.type.${career.employmentType}`) : null]
      .filter(Boolean)
      .join(' · '),
    text: career.excerpt,
  }));
  return [await hubEntry(context, { document: 'page-career-hub', route: 'career', items })];
}

export const { paths, data } = computedPages(pages);
