/**
 * Writes the result and variable types of content-queries/' documents
 * (src/content-model/model/content-types-codegen.ts): `npm run typecheck` runs it first, so a field renamed in a
 * document fails the typecheck where it is used.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { CONTENT_TYPES_FILE, generateContentTypes } from '../src/content-model/model/content-types-codegen.js';
import { parseCommand } from './cli/parse-command.js';

parseCommand('content:types');

const root = resolve(import.meta.dirname, '..');
const target = resolve(root, CONTENT_TYPES_FILE);
const text = await generateContentTypes(resolve(root, 'content-queries'));
const current = await readFile(target, 'utf8').catch(() => null);
if (current !== text) {
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, text);
  console.log(`Wrote ${CONTENT_TYPES_FILE}`);
}
