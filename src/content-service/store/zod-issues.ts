import type { z } from 'zod';

/** A validation problem inside one value, with its path relative to that value. */
export interface ValueIssue {
  path: PropertyKey[];
  message: string;
}

/** Zod issues as one problem each, an unknown key becoming one "unknown field" problem at that key's path. */
export function valueIssues(error: z.ZodError): ValueIssue[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key], message: 'unknown field' }))
      : [{ path: [...issue.path], message: issue.message }],
  );
}

/** Where a parse reports its problems. */
export type IssueSink = (path: PropertyKey[], message: string) => void;

/** The sink that adds problems to a zod transform or refinement. */
export function contextSink(ctx: z.RefinementCtx): IssueSink {
  return (path, message) => ctx.addIssue({ code: 'custom', message, path });
}

/** Parses `input` with `schema`, reporting its problems below `prefix`; undefined when it is invalid. */
export function parseNested<T>(
  schema: z.ZodType<T>,
  input: unknown,
  report: IssueSink,
  prefix: readonly PropertyKey[] = [],
): T | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of valueIssues(result.error)) report([...prefix, ...issue.path], issue.message);
  return undefined;
}
