import type { Matches } from './best-first.js';
import type { RecordList } from './record-list.js';
import type { SearchRecord } from './search-record.js';

/** Each record's page and how many pages there are: records of one page share it (the index is distinct on the url). */
export interface RecordPages {
  /** Each record's page; none when each record is a page of its own. */
  pages: Uint32Array | undefined;
  count: number;
}

/** The records' pages, numbered by their url ({@link RecordPages}); none read when the list is one record a page. */
export function recordPages(records: RecordList, recordAt: (position: number) => SearchRecord): RecordPages {
  if (records.onePerPage) return { pages: undefined, count: records.length };
  const pages = new Uint32Array(records.length);
  const pageIds = new Map<string, number>();
  for (let position = 0; position < records.length; position += 1) {
    const { url } = recordAt(position);
    const page = pageIds.get(url) ?? pageIds.size;
    pageIds.set(url, page);
    pages[position] = page;
  }
  return { pages, count: pageIds.size };
}

/** The matches that pass `passes`, the first of each page only, in their order (scores kept). */
export function distinctMatches(
  all: Matches,
  { pages, count: pageCount }: RecordPages,
  passes: ((position: number) => boolean) | undefined,
): Matches {
  if (!pages && !passes) return all;
  const seen = pages && new Uint8Array(pageCount);
  const { positions, scores } = all;
  const kept = new Uint32Array(positions.length);
  const keptScores = scores && new Float64Array(positions.length);
  let count = 0;
  for (let match = 0; match < positions.length; match += 1) {
    const position = positions[match] as number;
    const page = pages?.[position] as number;
    if (seen?.[page] || (passes && !passes(position))) continue;
    if (seen) seen[page] = 1;
    if (keptScores) keptScores[count] = scores[match] as number;
    kept[count++] = position;
  }
  return { positions: kept.subarray(0, count), ...(keptScores ? { scores: keptScores.subarray(0, count) } : {}) };
}
