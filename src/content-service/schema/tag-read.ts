import { cacheTag, type CacheTagKind } from '../../content-model/api/cache-tags.js';
import type { ContentContext } from './context.js';

/** Records that the query read `key` of `kind`, when its request asked for cache tags (the rule: cache-tags.ts). */
export function tagRead(context: ContentContext, kind: CacheTagKind, key: string): void {
  context.cacheTags?.add(cacheTag(kind, key));
}
