/**
 * Writes the fragments derived from the record type table (src/content/model/record-types.ts) to
 * content-queries/fragments/: run it after adding a record type, `npm run content:fragments`.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { printRecordLinkFragment } from '../src/content/model/record-link-fragment.js';

const target = resolve(import.meta.dirname, '../content-queries/fragments/record-link.graphql');
await writeFile(target, printRecordLinkFragment());
console.log(`Wrote ${target}`);
