/**
 * The fault specification of the embedded content service (`CONTENT_FAULTS`, `--faults`): which share of requests
 * answers 429, 5xx, a malformed body, or late. Read and checked with the rest of the configuration at start-up; the
 * service's injector (src/content-service/server/faults.ts) draws the faults.
 */

/** A forced outcome for one request (`slow` = answered late, then normally). */
export type FaultKind = 'ok' | '429' | '5xx' | 'slow' | 'malformed';

export interface FaultOptions {
  /** Share (0 to 1) of requests answered 429 with `X-RateLimit-Reset`. */
  rate429?: number;
  /** Share (0 to 1) of requests answered with a server error. */
  rate5xx?: number;
  /** Status of an injected server error, 500 to 599 (default 503). */
  errorStatus?: number;
  /** Share (0 to 1) of requests delayed by `slowMs` before being handled. */
  rateSlow?: number;
  /** Delay of a slow request, in milliseconds (default 2000). */
  slowMs?: number;
  /** Share (0 to 1) of requests answered 200 with a truncated JSON body. */
  rateMalformed?: number;
  /** Seed of the pseudo-random draws: the same seed gives the same faults in the same order (default 1). */
  seed?: number;
  /** Seconds announced by `X-RateLimit-Reset` on an injected 429 (default 1; fractions allowed). */
  resetSeconds?: number;
  /** Outcomes forced for the next requests, in order, before the shares apply again. */
  sequence?: readonly FaultKind[];
}

const faultKinds: readonly FaultKind[] = ['ok', '429', '5xx', 'slow', 'malformed'];
const rateKeys = ['rate429', 'rate5xx', 'rateSlow', 'rateMalformed'] as const;
const numberKeys = [...rateKeys, 'slowMs', 'seed', 'resetSeconds', 'errorStatus'] as const;

/** Throws a RangeError naming the option when a value is out of range. */
export function validateFaults(options: FaultOptions, source = 'faults'): FaultOptions {
  for (const key of rateKeys) {
    const value = options[key];
    if (value !== undefined && !(Number.isFinite(value) && value >= 0 && value <= 1)) {
      throw new RangeError(`${source}: ${key} must be a number from 0 to 1, got ${String(value)}`);
    }
  }
  const exclusive = (options.rate429 ?? 0) + (options.rate5xx ?? 0) + (options.rateMalformed ?? 0);
  if (exclusive > 1 + 1e-9) {
    throw new RangeError(`${source}: rate429 + rate5xx + rateMalformed must not exceed 1, got ${exclusive}`);
  }
  for (const key of ['slowMs', 'resetSeconds'] as const) {
    const value = options[key];
    if (value !== undefined && !(Number.isFinite(value) && value >= 0)) {
      throw new RangeError(`${source}: ${key} must be a non-negative number, got ${String(value)}`);
    }
  }
  const status = options.errorStatus;
  if (status !== undefined && !(Number.isInteger(status) && status >= 500 && status <= 599)) {
    throw new RangeError(`${source}: errorStatus must be an integer from 500 to 599, got ${String(status)}`);
  }
  if (options.seed !== undefined && !Number.isInteger(options.seed)) {
    throw new RangeError(`${source}: seed must be an integer, got ${String(options.seed)}`);
  }
  for (const kind of options.sequence ?? []) {
    if (!faultKinds.includes(kind)) {
      throw new RangeError(`${source}: sequence entries must be one of ${faultKinds.join(', ')}, got ${String(kind)}`);
    }
  }
  return options;
}

/**
 * Parses `rate429=0.1,rate5xx=0.05,slowMs=500,seed=7,sequence=429|5xx|ok` (the format of `CONTENT_FAULTS` and of
 * `--faults`). `source` names where the text came from in error messages.
 */
export function parseFaultSpec(text: string, source: string): FaultOptions {
  const options: Record<string, unknown> = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key = '', value = ''] = part.split('=', 2).map((s) => s.trim());
    if (key === 'sequence') {
      options.sequence = value.split('|').filter(Boolean);
    } else if ((numberKeys as readonly string[]).includes(key)) {
      const number = value === '' ? Number.NaN : Number(value);
      if (!Number.isFinite(number)) throw new RangeError(`${source}: ${key} must be a number, got "${value}"`);
      options[key] = number;
    } else {
      const known = [...numberKeys, 'sequence'].join(', ');
      throw new RangeError(`${source}: unknown fault option "${key}" (expected ${known})`);
    }
  }
  return validateFaults(options as FaultOptions, source);
}
