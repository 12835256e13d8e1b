import { z } from 'zod';
import type { BuildRun } from './build-runner.js';

/** One build the publishing service ran, as `GET /api/publish/status` lists it. */
export interface PublishRecord {
  id: string;
  /** What asked for it: the webhook's event (`item.publish`), `manual`, … */
  trigger: string;
  /** Why: what changed, or why it is a full build. */
  reason: string;
  /** The cache tags it rebuilt, or null for a full build. */
  tags: string[] | null;
  /** ISO time it started. */
  start: string;
  /** Seconds it took, once finished. */
  duration?: number;
  pages?: number;
  /** The build's own report, once it succeeded (build-runner.ts): `partial` or `full` (`reason` then says why), pages, seconds by stage. */
  kind?: BuildRun['kind'];
  rendered?: number;
  reused?: number;
  removed?: number;
  seconds?: BuildRun['seconds'];
  result: 'running' | 'succeeded' | 'failed';
  error?: string;
}

const isSeconds = (value: unknown): value is BuildRun['seconds'] =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((seconds) => typeof seconds === 'number');

/** A record as the history file keeps it (the file may be from an older version, or damaged). */
const publishRecordSchema = z.object({
  id: z.string(),
  trigger: z.string(),
  reason: z.string(),
  tags: z.array(z.string()).nullable(),
  start: z.string(),
  duration: z.number().optional(),
  pages: z.number().optional(),
  kind: z.enum(['partial', 'full']).optional(),
  rendered: z.number().optional(),
  reused: z.number().optional(),
  removed: z.number().optional(),
  seconds: z.custom<BuildRun['seconds']>(isSeconds, 'expected seconds by stage').optional(),
  result: z.enum(['running', 'succeeded', 'failed']),
  error: z.string().optional(),
});

/** `publish-history.json`: the recent builds, oldest first. */
export const publishHistorySchema: z.ZodType<PublishRecord[]> = z.array(publishRecordSchema);
