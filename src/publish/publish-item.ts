/**
 * One item of the publishing queue: what changed, as the build reads it. `tags` are the content's cache tags that
 * the change invalidates (DatoCMS's opaque `X-Cache-Tags` strings, src/content-model/api/cache-tags.ts), or null when
 * everything must be rebuilt (a build trigger, a change the service cannot map to tags).
 */
export interface PublishItem {
  /** What asked for it: the webhook's event (`item.publish`, `cda_cache_tags.invalidate`), `content/ saved`, `manual`… */
  trigger: string;
  /** The cache tags to rebuild, sorted, or null for a full build. */
  tags: string[] | null;
  /** Why, for people: the records or files that changed, or why the build is a full one. */
  reason: string;
}

/** How long a merged item's reason may grow: a burst of a thousand saves still makes a readable status. */
const MAX_REASON_CHARS = 500;

/** A full build, for `reason`. */
export function fullBuild(trigger: string, reason: string = trigger): PublishItem {
  return { trigger, tags: null, reason };
}

/**
 * Two queued items as one build: the union of their tags (a full build wins), the later trigger, both reasons.
 * Merging is what lets a burst of webhooks make one build that sees every change they announced.
 */
export function mergeItems(earlier: PublishItem | undefined, later: PublishItem): PublishItem {
  if (!earlier) return later;
  const tags =
    earlier.tags === null || later.tags === null ? null : [...new Set([...earlier.tags, ...later.tags])].sort();
  const reasons = earlier.reason === later.reason ? later.reason : `${earlier.reason}; ${later.reason}`;
  const reason = reasons.length > MAX_REASON_CHARS ? `${reasons.slice(0, MAX_REASON_CHARS - 1)}…` : reasons;
  return { trigger: later.trigger, tags, reason };
}

/** Whether a value read back from the queue file is an item (the file may be from an older version, or damaged). */
export function isPublishItem(value: unknown): value is PublishItem {
  if (typeof value !== 'object' || value === null) return false;
  const { trigger, tags, reason } = value as Record<string, unknown>;
  return (
    typeof trigger === 'string' &&
    typeof reason === 'string' &&
    (tags === null || (Array.isArray(tags) && tags.every((tag) => typeof tag === 'string')))
  );
}
