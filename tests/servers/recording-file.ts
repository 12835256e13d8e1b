import { resolve } from 'node:path';

/** The recorded answers of every server (record-answers.ts writes it, replay.test.ts reads it). */
export const RECORDING_FILE = resolve(import.meta.dirname, 'recorded-answers.json');
