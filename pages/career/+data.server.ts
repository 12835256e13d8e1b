import { employmentTypes, enumValue } from '../../src/content-model/model/field-enums.js';
import { translate } from '../../src/i18n/messages.js';
import { byDateDesc, CARD_FIELDS, recordCardLink } from '../../src/page-kit/cards.js';
import { hubEntry } from '../../src/page-kit/hub-entry.js';
import type { PageBuildContext } from '../../src/page-contract/page-module.js';
import { computedPages } from '../../src/page-kit/computed-pages.js';
import type { PageData } from '../../src/page-kit/page-data.js';

/** The careers hub: open positions, latest first, with their place and position type. */
async function pages(context: PageBuildContext) {
  const careers = await context.queryAll('careers', 'items', CARD_FIELDS);
  const items = careers.sort(byDateDesc).map((career) => {
    const type = enumValue(employmentTypes, career.employmentType);
    return {
      record: recordCardLink(career),
      title: career.title,
      date: career.date,
      meta: [career.location, type ? translate(context.locale, `career.type.${type}`) : null]
        .filter(Boolean)
        .join(' · '),
      text: career.excerpt,
    };
  });
  return [await hubEntry(context, { document: 'page-career-hub', route: 'career', items })];
}

export const { paths, data } = computedPages(pages);

export type Data = PageData<typeof data>;
