import { AlgoliaError } from '../../http/algolia-error.js';
import type { AnswerBudget } from '../search-contract.js';

/**
 * The most bytes of JSON one answer of search:serve's searches and record reads holds, all its queries or records
 * together (4 MiB): the site's searches answer a few hundred KB at most (10 hits per query, records under 10 KB), while
 * one call with the public search key could otherwise ask for 50 queries of 1,000 hits each.
 */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/**
 * The budget of one answer: counts the bytes of JSON of each part as it is made, and refuses the request with a 400
 * (Algolia's error body) as soon as they exceed `limit`, before the rest is made; what is over is never sent.
 */
export function answerBudget(limit = MAX_ANSWER_BYTES): AnswerBudget {
  let spent = 0;
  return {
    spend(part) {
      spent += Buffer.byteLength(JSON.stringify(part));
      if (spent > limit)
        throw new AlgoliaError(
          400,
          `The answer would exceed ${limit} bytes: ask for fewer hits per page, fewer queries or records, or shorter highlight tags.`,
        );
    },
  };
}
