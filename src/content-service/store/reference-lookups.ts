import type { ReferenceIndex } from './record-normalizer.js';

/** A question the conversion asked the reference index, and its answer: `[member, method, key, answer]`. */
export type Lookup = [member: string, method: string, key: string, answer: string | number | boolean | null];

/**
 * The reference index, recording every `get` and `has` asked of its maps and sets with its answer, so that a cached
 * file can be reused only while they answer the same; any other use of them makes the file's result not cacheable.
 */
export function recordingReferences(
  references: ReferenceIndex,
  log: { lookups: Lookup[]; replayable: boolean },
): ReferenceIndex {
  const recording = (member: string, target: object): object => {
    const methods = new Map<PropertyKey, (...args: unknown[]) => unknown>();
    return new Proxy(target, {
      get(object, property) {
        const value: unknown = Reflect.get(object, property, object);
        if (typeof value !== 'function') {
          log.replayable = false;
          return value;
        }
        const known = methods.get(property);
        if (known) return known;
        const method = (...args: unknown[]): unknown => {
          const answer: unknown = Reflect.apply(value, object, args);
          const [key] = args;
          const replayable =
            (property === 'get' || property === 'has') &&
            args.length === 1 &&
            typeof key === 'string' &&
            isPrimitive(answer);
          if (replayable) log.lookups.push([member, property, key, answer ?? null]);
          else log.replayable = false;
          return answer;
        };
        methods.set(property, method);
        return method;
      },
    });
  };
  return Object.fromEntries(
    Object.entries(references).map(([member, target]: [string, object]) => [member, recording(member, target)]),
  ) as unknown as ReferenceIndex;
}

function isPrimitive(value: unknown): value is string | number | boolean | null | undefined {
  return value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
}

export function lookupAnswer(references: ReferenceIndex, [member, method, key]: Lookup): unknown {
  const target: unknown = (references as unknown as Record<string, unknown>)[member];
  if (typeof target !== 'object' || target === null) return Symbol('missing');
  const fn: unknown = Reflect.get(target, method, target);
  return typeof fn === 'function' ? ((Reflect.apply(fn, target, [key]) as unknown) ?? null) : Symbol('missing');
}

/**
 * What a file's conversion asked the reference index, as one string (`\n{member} {key}\n` for each question), so
 * that a reload can find the files that asked about a record or upload created or removed since; null when the
 * conversion used the index in a way the questions do not describe, or a key does not fit the form.
 */
export function lookedUp(lookups: readonly Lookup[], cacheable: boolean): string | null {
  const questions = new Set(lookups.map(([member, , key]) => `${member} ${key}`));
  if (!cacheable || [...questions].some((question) => /\n/.test(question) || question.split(' ').length !== 2))
    return null;
  return `\n${[...questions].join('\n')}\n`;
}

/** How a reload asks whether a file's conversion asked about `key` of the reference index's `member` (lookedUp). */
export function asked(lookedUpText: string, member: keyof ReferenceIndex, key: string): boolean {
  return lookedUpText.includes(`\n${member} ${key}\n`);
}
