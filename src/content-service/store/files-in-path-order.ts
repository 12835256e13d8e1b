import { setImmediate as nextTurn } from 'node:timers/promises';
import { ReadWhole } from './read-whole.js';

/**
 * The files of `previous` (in path order) without `removed`, with `added` put in place: the order of
 * listRecordFiles (localeCompare). An added file that compares equal to another (two names the comparison does not
 * tell apart) leaves the order to a whole load.
 */
export async function filesInPathOrder(
  previous: ReadonlyMap<string, unknown>,
  removed: readonly string[],
  added: readonly string[],
): Promise<string[] | ReadWhole> {
  const gone = new Set(removed);
  const files = [...previous.keys()].filter((file) => !gone.has(file));
  if (added.length === 0) return files;
  await nextTurn();
  for (const file of added.toSorted((a, b) => a.localeCompare(b))) {
    let low = 0;
    let high = files.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = (files[middle] as string).localeCompare(file);
      if (order === 0) return new ReadWhole(`${file} sorts as another file does`);
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    files.splice(low, 0, file);
  }
  return files;
}
