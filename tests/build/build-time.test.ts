import { describe, expect, it } from 'vitest';
import { firmDate } from '../../src/page-contract/firm-date.js';
import { buildTimeOf, generateBuildId, timeOfBuildId } from '../../src/site-build/build-id.js';

describe('the time a build states', () => {
  it('is the time a generated build id starts with, to the second', () => {
    const now = new Date('2026-11-25T14:03:09.512Z');
    const id = generateBuildId(now);
    expect(id).toMatch(/^20261125T140309Z-[0-9a-f]{8}$/);
    expect(timeOfBuildId(id)).toBe(Date.parse('2026-11-25T14:03:09Z'));
  });

  it('comes from SOURCE_DATE_EPOCH first, then the build id, then the clock', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(buildTimeOf('20261125T140309Z-ab', 1764000000, now)).toBe(1764000000 * 1000);
    expect(buildTimeOf('20261125T140309Z-ab', undefined, now)).toBe(Date.parse('2026-11-25T14:03:09Z'));
    expect(buildTimeOf('release-42', undefined, now)).toBe(now);
  });

  it('ignores ids that only look like a time', () => {
    expect(timeOfBuildId('20261340T250000Z-x')).toBeUndefined();
    expect(timeOfBuildId('20260231T000000Z')).toBeUndefined();
    expect(timeOfBuildId('x20261125T140309Z')).toBeUndefined();
  });
});

describe('the date pages show', () => {
  it("is the build time's calendar date in the firm's time zone (Eastern), not UTC's", () => {
    expect(firmDate(Date.parse('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
    expect(firmDate(Date.parse('2026-07-01T04:30:00Z'))).toBe('2026-07-01');
  });
});
