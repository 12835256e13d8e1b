import { z } from 'zod';

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

/**
 * How many cache tags one change (a webhook's, or a burst's union) may name and still be a partial build: past this
 * count, or past {@link MAX_CHANGE_TAG_CHARS} characters of tags, it becomes a full build whose reason says so. This
 * bounds the queue file, each history record and the status answer (tens of KB per change), whatever the webhooks
 * send; a change that large re-renders most of the site anyway.
 */
export const MAX_CHANGE_TAGS = 1000;
/** The characters of cache tags one change may name (see {@link MAX_CHANGE_TAGS}). */
export const MAX_CHANGE_TAG_CHARS = 32 * 1024;

/** A full build, for `reason`. */
export function fullBuild(trigger: string, reason: string = trigger): PublishItem {
  return { trigger, tags: null, reason: shortened(reason) };
}

function shortened(reason: string): string {
  return reason.length > MAX_REASON_CHARS ? `${reason.slice(0, MAX_REASON_CHARS - 1)}…` : reason;
}

/**
 * `item` within the bounds a queued change keeps: its reason at most {@link MAX_REASON_CHARS} characters, and its
 * tags at most {@link MAX_CHANGE_TAGS} and {@link MAX_CHANGE_TAG_CHARS} characters, past which it is a full build
 * that says why.
 */
export function boundedItem(item: PublishItem): PublishItem {
  const { tags } = item;
  if (tags === null) return { ...item, reason: shortened(item.reason) };
  const chars = tags.reduce((sum, tag) => sum + tag.length, 0);
  if (tags.length <= MAX_CHANGE_TAGS && chars <= MAX_CHANGE_TAG_CHARS)
    return { ...item, reason: shortened(item.reason) };
  const why = `${tags.length} cache tags (${chars} characters), more than a partial build takes (${MAX_CHANGE_TAGS} tags, ${MAX_CHANGE_TAG_CHARS} characters): full build`;
  return fullBuild(item.trigger, `${why}; ${item.reason}`);
}

/**
 * Two queued items as one build: the union of their tags (a full build wins, and so does a union past the bounds of
 * {@link boundedItem}), the later trigger, both reasons. Merging is what lets a burst of webhooks make one build
 * that sees every change they announced.
 */
export function mergeItems(earlier: PublishItem | undefined, later: PublishItem): PublishItem {
  if (!earlier) return boundedItem(later);
  const tags =
    earlier.tags === null || later.tags === null ? null : [...new Set([...earlier.tags, ...later.tags])].sort();
  const reason = earlier.reason === later.reason ? later.reason : `${earlier.reason}; ${later.reason}`;
  return boundedItem({ trigger: later.trigger, tags, reason });
}

/** An item as the queue file keeps it (the file may be from an older version, or damaged). */
export const publishItemSchema = z.object({
  trigger: z.string(),
  tags: z.array(z.string()).nullable(),
  reason: z.string(),
});
