import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { datocmsId } from '../../src/content-service/store/datocms-id.js';

/** The id the content service answers for the record or block a content file names `contentId`. */
export const itemId = (contentId: string): string => datocmsId('item', contentId);

/** The id the content service answers for the upload `uploads/{contentId}.json`. */
export const uploadId = (contentId: string): string => datocmsId('upload', contentId);

/** The content ids of a content folder (files' names, blocks' `id`s) and the ids the service answers for them. */
export interface ContentIds {
  /** By content id. */
  served: ReadonlyMap<string, string>;
  /** By served id. */
  content: ReadonlyMap<string, string>;
}

function blockIds(value: unknown, into: string[]): void {
  if (Array.isArray(value)) for (const entry of value) blockIds(entry, into);
  else if (typeof value === 'object' && value !== null) {
    const { id, _type: type } = value as { id?: unknown; _type?: unknown };
    if (typeof id === 'string' && typeof type === 'string') into.push(id);
    for (const entry of Object.values(value)) blockIds(entry, into);
  }
}

/** Every record, block and upload id of the content folder `dir`, read from its files. */
export function contentIds(dir: string): ContentIds {
  const pairs: [string, string][] = [];
  const records = join(dir, 'records');
  for (const model of readdirSync(records)) {
    for (const name of readdirSync(join(records, model)).filter((file) => file.endsWith('.json'))) {
      const blocks: string[] = [];
      blockIds(JSON.parse(readFileSync(join(records, model, name), 'utf8')), blocks);
      for (const id of [name.slice(0, -'.json'.length), ...blocks]) pairs.push([id, itemId(id)]);
    }
  }
  const uploads = readdirSync(join(dir, 'uploads')).filter((file) => file.endsWith('.json'));
  for (const name of uploads) pairs.push([name.slice(0, -'.json'.length), uploadId(name.slice(0, -'.json'.length))]);
  return { served: new Map(pairs), content: new Map(pairs.map(([content, served]) => [served, content])) };
}

/** A query whose quoted content ids (`"office-montreal"`) are replaced by the ids the service answers. */
export function withServedIds(source: string, ids: ContentIds): string {
  return source.replace(/"([^"\\]+)"/g, (quoted, id: string) => {
    const served = ids.served.get(id);
    return served === undefined ? quoted : `"${served}"`;
  });
}

/** A value (variables or an answer) with every string that is a known id swapped through `map`. */
export function swapIds(value: unknown, map: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return map.get(value) ?? value;
  if (Array.isArray(value)) return value.map((entry) => swapIds(entry, map));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, swapIds(entry, map)]));
  return value;
}
