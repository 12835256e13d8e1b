/**
 * Writes the files of content-queries/ that the record type table makes (src/content-model/model/generated-queries.ts):
 * run it after adding a record type or changing a shared template, `npm run content:queries`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { generatedQueries } from '../src/content-model/model/generated-queries.js';
import { parseCommand } from './cli/parse-command.js';

parseCommand('content:queries');

for (const [file, source] of generatedQueries()) {
  const target = resolve(import.meta.dirname, '../content-queries', file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, source);
  console.log(`Wrote ${target}`);
}
