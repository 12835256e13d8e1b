import type { StoredBlock, StoredRecord } from './content-store.js';
import type { ProblemCollector } from './content-validation-error.js';
import { modelByApiKey } from '../model/models.js';
import { asString } from './field-values.js';

/** Ids are unique across records and blocks: reports each item whose id an earlier one already has. */
export function checkUniqueIds(items: readonly (StoredRecord | StoredBlock)[], problems: ProblemCollector): void {
  const owners = new Map<string, StoredRecord | StoredBlock>();
  for (const item of items) {
    const owner = owners.get(item.id);
    if (owner) {
      const where = owner.sourceFile === item.sourceFile ? 'this file' : owner.sourceFile;
      const path = 'recordId' in item ? [] : ['id'];
      const reason = `duplicate id "${item.id}" (${describe(item)}), already used in ${where} by ${describe(owner)}`;
      problems.add(item.sourceFile, path, reason);
    } else {
      owners.set(item.id, item);
    }
  }
}

function describe(item: StoredRecord | StoredBlock): string {
  return 'recordId' in item ? `a ${item.modelApiKey} block` : `a ${item.modelApiKey} record`;
}

/** Slugs are unique within a model and locale (drafts included). */
export function checkUniqueSlugs(records: readonly StoredRecord[], problems: ProblemCollector): void {
  const owners = new Map<string, StoredRecord>();
  for (const record of records) {
    for (const field of modelByApiKey(record.modelApiKey).fields) {
      if (field.type !== 'slug') continue;
      const entries = field.localized
        ? Object.entries(record.localizedFields[field.apiKey] ?? {})
        : [['', record.fields[field.apiKey]] as const];
      for (const [locale, value] of entries) {
        const slug = asString(value);
        if (!slug) continue;
        const key = JSON.stringify([record.modelApiKey, field.apiKey, locale, slug]);
        const owner = owners.get(key);
        const path = locale ? [field.apiKey, locale] : [field.apiKey];
        if (owner) problems.add(record.sourceFile, path, `duplicate slug "${slug}": ${owner.sourceFile} has it too`);
        else owners.set(key, record);
      }
    }
  }
}
