import { randomBytes } from 'node:crypto';
import { BUILD_ID_FORM, isBuildId } from '../config/build-id-grammar.js';

/** A unique, sortable build id: UTC time to the second plus 4 random bytes, e.g. `20261121T101500Z-3f9a1c2b`. */
export function generateBuildId(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

const STAMP = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z(?:[-._]|$)/;

/** The time a build id starts with (the form {@link generateBuildId} writes), or undefined when it has none. */
export function timeOfBuildId(buildId: string): number | undefined {
  const match = STAMP.exec(buildId);
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const time = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  return new Date(time).getUTCDate() === day && hours < 24 && minutes < 60 && seconds < 60 ? time : undefined;
}

/**
 * The time a build states as its own (the footer's year, which events are upcoming, the manifests' timestamp), so
 * that the same content, code and build id give byte-identical output: SOURCE_DATE_EPOCH when set (the
 * reproducible-builds.org convention), else the time in the build id, else now (an id without a time, such as
 * `preview`, gives output that depends on the day it was built).
 */
export function buildTimeOf(buildId: string, sourceDateEpoch: number | undefined, now = Date.now()): number {
  return sourceDateEpoch !== undefined ? sourceDateEpoch * 1000 : (timeOfBuildId(buildId) ?? now);
}

/**
 * `buildId` when it has the form of a build id (src/config/build-id-grammar.ts), before it is joined into a folder or
 * file name; else an error naming where it came from, so nothing is removed or created outside the build's folders.
 */
export function checkedBuildId(buildId: unknown, source: string): string {
  if (isBuildId(buildId)) return buildId;
  throw new Error(
    `${source} names the build id ${JSON.stringify(buildId)?.slice(0, 100)}, which is not one (${BUILD_ID_FORM})`,
  );
}
