import { isRecordModel, recordChangeTags, uploadChangeTags } from '../content-model/api/change-tags.js';
import { boundedItem, fullBuild, type PublishItem } from './publish-item.js';

/**
 * What a webhook body asks of the publishing queue (docs/reference/webhooks.md):
 * - DatoCMS's cache-tags webhook (`cda_cache_tags` / `invalidate`, `entity.attributes.tags`): those tags;
 * - a record webhook (`item` / `create|update|publish|unpublish|delete`, `entity.id`, its model in
 *   `related_entities`): the record's tag and its model's collection tag; an upload webhook: the upload's tags;
 * - anything else (a build trigger, a model or environment change, an empty body): a full build. So is a record
 *   webhook whose record or model cannot be resolved: building everything is never wrong, building nothing would be.
 */
export type WebhookReading =
  | { kind: 'publish'; item: PublishItem }
  | { kind: 'ignored'; reason: string }
  | { kind: 'malformed'; message: string };

/** DatoCMS tags are short opaque strings; one past this is not a tag. */
const MAX_TAG_CHARS = 256;
/** A tag never holds a space or a control character (which could forge a line where it is printed). */
const NOT_IN_TAG = /[\s\p{Cc}]/u;
/**
 * The ids of DatoCMS records, models and uploads: letters, digits, `-` and `_` (numeric ids, or 22-character ones).
 * An id of another form (a line break in it, a megabyte of it) is refused: it would reach tags, reasons and logs.
 */
const ENTITY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const RECORD_EVENTS = new Set(['create', 'update', 'publish', 'unpublish', 'delete']);
const UPLOAD_EVENTS = new Set(['create', 'update', 'delete']);

type Json = Record<string, unknown>;
const objectOf = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
const stringOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function readWebhook(body: unknown): WebhookReading {
  if (body === undefined)
    return { kind: 'publish', item: fullBuild('webhook', 'a build trigger without a body: full build') };
  const fields = objectOf(body);
  if (!fields) return { kind: 'malformed', message: 'The webhook body must be a JSON object.' };
  if (fields.is_environment_primary === false) return { kind: 'ignored', reason: 'not the primary environment' };
  const entityType = stringOf(fields.entity_type);
  const eventType = stringOf(fields.event_type);
  if (!entityType || !eventType) return { kind: 'publish', item: fullBuild('webhook', 'a build trigger: full build') };
  const trigger = `${entityType}.${eventType}`.slice(0, 80);
  const entity = objectOf(fields.entity);
  if (entityType === 'cda_cache_tags' && eventType === 'invalidate') return cacheTagsReading(trigger, entity);
  const entityId = stringOf(entity?.id);
  if (entityId !== undefined && !ENTITY_ID.test(entityId) && (entityType === 'item' || entityType === 'upload'))
    return { kind: 'malformed', message: 'entity.id is not a DatoCMS id (1 to 64 letters, digits, - or _).' };
  if (entityType === 'item' && RECORD_EVENTS.has(eventType))
    return { kind: 'publish', item: recordItem(trigger, eventType, entity, fields.related_entities) };
  if (entityType === 'upload' && UPLOAD_EVENTS.has(eventType) && entityId) {
    return {
      kind: 'publish',
      item: { trigger, tags: uploadChangeTags(entityId).sort(), reason: `upload ${entityId} ${eventType}` },
    };
  }
  return { kind: 'publish', item: fullBuild(trigger, `${trigger}: full build`) };
}

function cacheTagsReading(trigger: string, entity: Json | undefined): WebhookReading {
  const tags = objectOf(entity?.attributes)?.tags;
  if (!Array.isArray(tags))
    return {
      kind: 'malformed',
      message: 'A cda_cache_tags webhook needs entity.attributes.tags, a list of cache tags.',
    };
  const wrong = tags.findIndex(
    (tag) => typeof tag !== 'string' || tag === '' || tag.length > MAX_TAG_CHARS || NOT_IN_TAG.test(tag),
  );
  if (wrong !== -1) {
    return {
      kind: 'malformed',
      message: `entity.attributes.tags[${wrong}] is not a cache tag (a non-empty string of at most ${MAX_TAG_CHARS} characters without spaces).`,
    };
  }
  if (tags.length === 0) return { kind: 'ignored', reason: 'no cache tags to invalidate' };
  const unique = [...new Set(tags as string[])].sort();
  return {
    kind: 'publish',
    item: boundedItem({
      trigger,
      tags: unique,
      reason: `${unique.length} cache tag${unique.length === 1 ? '' : 's'} invalidated`,
    }),
  };
}

/** A record webhook's item: the record's tags when its id and model resolve, else a full build that says why. */
function recordItem(trigger: string, event: string, entity: Json | undefined, related: unknown): PublishItem {
  const id = stringOf(entity?.id);
  if (!id) return fullBuild(trigger, `${trigger} without a record id: full build`);
  const typeId = stringOf(objectOf(objectOf(objectOf(entity?.relationships)?.item_type)?.data)?.id);
  const itemType = (Array.isArray(related) ? related : [])
    .map(objectOf)
    .find((candidate) => candidate?.type === 'item_type' && (typeId === undefined || candidate.id === typeId));
  const model = stringOf(objectOf(itemType?.attributes)?.api_key);
  if (!model || !isRecordModel(model)) {
    const named = model
      ? `"${model}", unknown to the site`
      : `item_type ${typeId ?? '(none)'}, not in related_entities`;
    return fullBuild(trigger, `record ${id}: its model could not be resolved (${named}): full build`);
  }
  return { trigger, tags: recordChangeTags(id, model).sort(), reason: `record ${id} (${model}) ${event}` };
}
