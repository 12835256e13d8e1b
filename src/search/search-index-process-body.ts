import { writeFile } from 'node:fs/promises';
import { getHeapStatistics } from 'node:v8';
import type { Locale } from '../config/locales.js';
import { newBrowserSearchIndex } from './browser-index.js';
import type { SearchIndexProcessAnswer, SearchIndexProcessMessage } from './search-index-process.js';

/** The process of {@link startSearchIndexProcess}: indexes the records it is sent, then writes the index's JSON to `file`. */
const [locale, file] = process.argv.slice(2) as [Locale, string];
const index = newBrowserSearchIndex(locale);
const answer = (message: SearchIndexProcessAnswer) => process.send?.(message);
process.on('message', (message: SearchIndexProcessMessage) => {
  if (message.records) {
    index.addAll(message.records);
    answer({ added: message.records.length });
    return;
  }
  const json = JSON.stringify(index);
  const peakHeapMB = Math.round(getHeapStatistics().used_heap_size / 2 ** 20);
  writeFile(file, json).then(
    () => answer({ written: true, peakHeapMB }),
    (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
  );
});
