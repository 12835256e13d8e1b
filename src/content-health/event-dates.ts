import { firmDate } from '../page-contract/firm-date.js';
import { modelByApiKey } from '../content-model/model/models.js';
import type { ContentCheck } from './check-context.js';
import { type ContentProblem, problem } from './content-problem.js';

/**
 * Events the live site lists as upcoming that have ended: a model with an `endAt` date is an event, listed as
 * upcoming by a build made on or before its end's date (pages/events/+data.server.ts); ended before the check's date
 * and not before the live build's, it is still listed so. Career postings have no closing date in the model: none
 * is checked.
 */
export const eventDates: ContentCheck = ({ records, subject, today, listedOn }) => {
  const found: ContentProblem[] = [];
  if (listedOn === undefined) return found;
  for (const record of records) {
    if (!modelByApiKey(record.model).fields.some((field) => field.apiKey === 'endAt' && field.type === 'datetime'))
      continue;
    const end = record.fields.endAt;
    const endAt = end && !end.localized && typeof end.value === 'string' ? Date.parse(end.value) : Number.NaN;
    if (Number.isNaN(endAt)) continue;
    const ended = firmDate(endAt);
    if (ended < today && ended >= listedOn)
      found.push(problem('event-ended', subject(record), { field: 'endAt', target: ended }));
  }
  return found;
};
