import type { ModelDefinition } from '../../../src/content-model/model/definition.js';
import type { RecordJson } from '../lib/record-json.js';

const DAY_MS = 86_400_000;
/** How far back in time each cycle of replicas moves its dates, so lists sorted by date interleave the cycles. */
const DAYS_PER_CYCLE = 7;

/** The id of replica `cycle` (1, 2, …) of record `id`: ids are lowercase letters, digits and dashes. */
export const replicaId = (id: string, cycle: number): string => `${id}-r${cycle}`;

function shiftDate(value: string, days: number): string {
  return new Date(Date.parse(`${value}T12:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** Moves an ISO datetime with offset (`2026-03-04T09:00:00-05:00`) back by whole days, keeping its time and offset. */
function shiftDateTime(value: string, days: number): string {
  return `${shiftDate(value.slice(0, 10), days)}${value.slice(10)}`;
}

/** Every block id inside a value gets the replica's suffix, and so do the `[[block:ID]]` lines and DAST block nodes naming them. */
function renameBlocks(value: unknown, cycle: number): unknown {
  if (typeof value === 'string')
    return value.replace(/\[\[block:([a-z0-9-]+)\]\]/g, (_, id: string) => `[[block:${replicaId(id, cycle)}]]`);
  if (Array.isArray(value)) return value.map((item) => renameBlocks(item, cycle));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => {
      const isBlockId = key === 'id' && '_type' in value;
      const isBlockNode = key === 'item' && (value as { type?: unknown }).type === 'block';
      return [
        key,
        (isBlockId || isBlockNode) && typeof item === 'string' ? replicaId(item, cycle) : renameBlocks(item, cycle),
      ];
    });
    return Object.fromEntries(entries);
  }
  return value;
}

function mapLocalized(value: unknown, localized: boolean | undefined, map: (text: string) => string): unknown {
  if (!localized) return typeof value === 'string' ? map(value) : value;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([locale, text]) => [locale, typeof text === 'string' ? map(text) : text]),
  );
}

/**
 * Replica `cycle` of a real record: its own id, slugs, block ids and positions, dates `cycle` weeks earlier, the same
 * text, images and links (links keep pointing at the real records, which every scaled set holds).
 */
export function replicateRecord(
  record: RecordJson,
  model: ModelDefinition,
  cycle: number,
  realCount: number,
): RecordJson {
  const copy: RecordJson = { ...record, id: replicaId(record.id, cycle) };
  const days = cycle * DAYS_PER_CYCLE;
  for (const field of model.fields) {
    const value = record[field.apiKey];
    if (value === undefined || value === null) continue;
    switch (field.type) {
      case 'slug':
        copy[field.apiKey] = mapLocalized(value, field.localized, (slug) => `${slug}-${cycle + 1}`);
        break;
      case 'date':
        copy[field.apiKey] = mapLocalized(value, field.localized, (date) => shiftDate(date, days));
        break;
      case 'datetime':
        copy[field.apiKey] = mapLocalized(value, field.localized, (dateTime) => shiftDateTime(dateTime, days));
        break;
      case 'integer':
        if (field.apiKey === 'position' && typeof value === 'number') copy[field.apiKey] = value + cycle * realCount;
        break;
      case 'structured_text':
      case 'rich_text':
        copy[field.apiKey] = renameBlocks(value, cycle);
        break;
      default:
        break;
    }
  }
  return copy;
}
