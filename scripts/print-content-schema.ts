/**
 * Writes the SDL of the content service's GraphQL schema to content-queries/schema.graphql, the committed copy that
 * editors and tests read. Run it after changing the content model: `npx tsx scripts/print-content-schema.ts`.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { printContentSchema } from '../src/content-service/schema/print-schema.js';
import { parseCommand } from './cli/parse-command.js';

parseCommand('content:schema');

const target = resolve(import.meta.dirname, '../content-queries/schema.graphql');
await writeFile(target, printContentSchema());
console.log(`Wrote ${target}`);
