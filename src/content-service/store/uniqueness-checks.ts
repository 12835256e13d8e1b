import type { StoredRecord } from './content-store.js';
import type { ProblemCollector } from './content-validation-error.js';
import { modelByApiKey } from '../../content-model/model/models.js';
import { asString } from './field-values.js';

/** What the id check needs of a record or block (`recordId` only for a block). */
export interface ItemKey {
  /** The DatoCMS id the store keeps it by. */
  id: string;
  /** The id its file gives it (a record's file name, a block's `id`), for messages. */
  contentId: string;
  modelApiKey: string;
  sourceFile: string;
  recordId?: string;
}

/**
 * Ids are unique across records and blocks: reports each item whose id an earlier one (in the order added) already
 * has. Items are checked as they are added, so that a load keeps one owner per id rather than every item's key.
 */
export class UniqueIds {
  private readonly owners = new Map<string, ItemKey>();

  constructor(private readonly problems: ProblemCollector) {}

  add(item: ItemKey): void {
    const owner = this.owners.get(item.id);
    if (owner) {
      const where = owner.sourceFile === item.sourceFile ? 'this file' : owner.sourceFile;
      const path = item.recordId === undefined ? ['id'] : [];
      const reason = `duplicate id "${item.contentId}" (${describe(item)}), already used in ${where} by ${describe(owner)}`;
      this.problems.add(item.sourceFile, path, reason);
    } else {
      this.owners.set(item.id, item);
    }
  }
}

function describe(item: ItemKey): string {
  return item.recordId === undefined ? `a ${item.modelApiKey} record` : `a ${item.modelApiKey} block`;
}

/** A slug of a record, as the slug check needs it. */
export interface SlugEntry {
  /** Model, field, locale and slug: two entries with the same key are a duplicate. */
  key: string;
  slug: string;
  sourceFile: string;
  path: string[];
}

/** The slugs of a record, one entry per slug field and locale with a value. */
export function slugEntries(record: StoredRecord): SlugEntry[] {
  return modelByApiKey(record.modelApiKey).fields.flatMap((field): SlugEntry[] => {
    if (field.type !== 'slug') return [];
    const entries = field.localized
      ? Object.entries(record.localizedFields[field.apiKey] ?? {})
      : [['', record.fields[field.apiKey]] as const];
    return entries.flatMap(([locale, value]): SlugEntry[] => {
      const slug = asString(value);
      if (!slug) return [];
      const key = JSON.stringify([record.modelApiKey, field.apiKey, locale, slug]);
      return [{ key, slug, sourceFile: record.sourceFile, path: locale ? [field.apiKey, locale] : [field.apiKey] }];
    });
  });
}

/**
 * Slugs are unique within a model and locale (drafts included): reports each slug an earlier entry (in the order
 * added) already has. Entries are checked as they are added: what is kept of each is its key and file.
 */
export class UniqueSlugs {
  /** The file of the first entry of each key. */
  readonly owners = new Map<string, string>();

  constructor(private readonly problems: ProblemCollector) {}

  add(entry: SlugEntry): void {
    const owner = this.owners.get(entry.key);
    if (owner !== undefined)
      this.problems.add(entry.sourceFile, entry.path, `duplicate slug "${entry.slug}": ${owner} has it too`);
    else this.owners.set(entry.key, entry.sourceFile);
  }
}
