import { describe, expect, it } from 'vitest';
import { parseFaultSpec, validateFaults } from '../../../src/config/fault-spec.js';
import { createFaultInjector } from '../../../src/content-service/server/faults.js';

function outcomes(options: Parameters<typeof createFaultInjector>[0], count: number) {
  const injector = createFaultInjector(options);
  return Array.from({ length: count }, () => injector.next());
}

describe('fault injection', () => {
  it('injects nothing by default', () => {
    expect(outcomes({}, 50).every((d) => d.outcome === 'ok' && d.delayMs === 0)).toBe(true);
  });

  it('is deterministic for a seed and varies across seeds', () => {
    const options = { rate429: 0.2, rate5xx: 0.2, rateMalformed: 0.1, rateSlow: 0.3, slowMs: 5 };
    expect(outcomes({ ...options, seed: 42 }, 200)).toEqual(outcomes({ ...options, seed: 42 }, 200));
    expect(outcomes({ ...options, seed: 42 }, 200)).not.toEqual(outcomes({ ...options, seed: 43 }, 200));
  });

  it('injects each fault in about its share of requests', () => {
    const decisions = outcomes(
      { rate429: 0.2, rate5xx: 0.1, rateMalformed: 0.05, rateSlow: 0.3, slowMs: 7, seed: 9 },
      10_000,
    );
    const share = (predicate: (d: (typeof decisions)[number]) => boolean) =>
      decisions.filter(predicate).length / 10_000;
    expect(share((d) => d.outcome === '429')).toBeCloseTo(0.2, 1);
    expect(share((d) => d.outcome === '5xx')).toBeCloseTo(0.1, 1);
    expect(share((d) => d.outcome === 'malformed')).toBeCloseTo(0.05, 1);
    expect(share((d) => d.delayMs === 7)).toBeCloseTo(0.3, 1);
  });

  it('plays a forced sequence first, then the shares', () => {
    expect(outcomes({ sequence: ['429', 'slow', '5xx', 'malformed', 'ok'], slowMs: 3 }, 6)).toEqual([
      { outcome: '429', delayMs: 0 },
      { outcome: 'ok', delayMs: 3 },
      { outcome: '5xx', delayMs: 0 },
      { outcome: 'malformed', delayMs: 0 },
      { outcome: 'ok', delayMs: 0 },
      { outcome: 'ok', delayMs: 0 },
    ]);
  });

  it('parses the CONTENT_FAULTS / --faults format', () => {
    expect(
      parseFaultSpec(' rate429=0.1, rate5xx=0.05,slowMs=500,seed=7,errorStatus=500,sequence=429|ok ', 'X'),
    ).toEqual({
      rate429: 0.1,
      rate5xx: 0.05,
      slowMs: 500,
      seed: 7,
      errorStatus: 500,
      sequence: ['429', 'ok'],
    });
    expect(parseFaultSpec('', 'X')).toEqual({});
  });

  it('rejects invalid options, naming them and their source', () => {
    expect(() => parseFaultSpec('rate429=abc', '--faults')).toThrow('--faults: rate429 must be a number, got "abc"');
    expect(() => parseFaultSpec('speed=1', '--faults')).toThrow(/--faults: unknown fault option "speed"/);
    expect(() => parseFaultSpec('sequence=429|boom', 'CONTENT_FAULTS')).toThrow(/CONTENT_FAULTS: sequence entries/);
    expect(() => validateFaults({ rate429: 0.6, rate5xx: 0.6 })).toThrow(/must not exceed 1/);
    expect(() => validateFaults({ slowMs: -1 })).toThrow(/slowMs must be a non-negative number/);
    expect(() => validateFaults({ errorStatus: 404 })).toThrow(/errorStatus must be an integer from 500 to 599/);
    expect(() => validateFaults({ seed: 1.5 })).toThrow(/seed must be an integer/);
  });
});
