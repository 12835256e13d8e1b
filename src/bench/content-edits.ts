import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** The kinds of edits, each one a webhook's worth of change. */
export const EDIT_KINDS = [
  'text',
  'image',
  'slug',
  'create',
  'delete',
  'unpublish',
  'publish',
  'linked',
  'menu',
] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

/** A record file: its id, status and localized fields. */
type RecordFile = Record<string, unknown> & { id: string; _status?: string };

/** What one edit changed: the record file it saved, created or deleted (relative to the content folder). */
export interface AppliedEdit {
  kind: EditKind;
  description: string;
  file: string;
}

/** The collections edits pick records from: one page per record, linked from hubs, related lists and authors. */
const EDITED_MODELS = ['single_news', 'single_event', 'single_cases_analysis', 'single_career'] as const;

async function recordsOf(contentDir: string, model: string): Promise<{ file: string; record: RecordFile }[]> {
  const folder = join(contentDir, 'records', model);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => ({
      file: join(folder, name),
      record: JSON.parse(await readFile(join(folder, name), 'utf8')) as RecordFile,
    })),
  );
}

/**
 * A copy of `record` whose blocks have ids of their own (`suffix` added), and its documents' references to them: a
 * block id is unique across the content, as a record's.
 */
function withOwnBlocks(record: RecordFile, suffix: string): RecordFile {
  const ids: string[] = [];
  const collect = (value: unknown, top: boolean): void => {
    if (Array.isArray(value)) for (const item of value) collect(item, false);
    else if (value !== null && typeof value === 'object') {
      const entry = value as Record<string, unknown>;
      if (!top && typeof entry.id === 'string') ids.push(entry.id);
      for (const child of Object.values(entry)) collect(child, false);
    }
  };
  collect(record, true);
  // A document names its blocks inside its value's text too (escaped there): every occurrence of the id is renamed.
  const text = ids.reduce((json, id) => json.split(id).join(`${id}${suffix}`), JSON.stringify(record));
  return JSON.parse(text) as RecordFile;
}

const save = (file: string, record: RecordFile) => writeFile(file, `${JSON.stringify(record, null, 2)}\n`);

/** Applies one random edit of `kind` to the content folder; null when the content has nothing to edit that way. */
export async function applyEdit(
  contentDir: string,
  kind: EditKind,
  random: () => number,
  serial: number,
): Promise<AppliedEdit | null> {
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  if (kind === 'menu') {
    const [layout] = await recordsOf(contentDir, 'layout');
    const menu = (layout?.record.mainMenu as Record<string, { label?: string }[]> | undefined)?.['fr-CA'];
    const entry = menu && pick(menu.filter((item) => typeof item.label === 'string'));
    if (!layout || !entry) return null;
    entry.label = `${entry.label} ${serial}`;
    await save(layout.file, layout.record);
    return {
      kind,
      description: `main menu entry relabelled "${entry.label}"`,
      file: relative(contentDir, layout.file),
    };
  }
  if (kind === 'linked') {
    const people = await recordsOf(contentDir, 'single_employee');
    const person = pick(people);
    if (!person || typeof person.record.lastName !== 'string') return null;
    person.record.lastName = `${person.record.lastName}-${serial}`;
    await save(person.file, person.record);
    return {
      kind,
      description: `${person.record.id} renamed (linked from articles)`,
      file: relative(contentDir, person.file),
    };
  }
  if (kind === 'image') {
    // Not every edited model has a hero image (careers do not): any edited model's record that has one.
    const withImage = (await Promise.all(EDITED_MODELS.map((model) => recordsOf(contentDir, model))))
      .flat()
      .filter(({ record }) => record._status !== 'draft' && typeof record.heroImage === 'string');
    const target = pick(withImage);
    const other = pick(withImage.filter(({ record }) => record.heroImage !== target?.record.heroImage));
    if (!target || !other) return null;
    target.record.heroImage = other.record.heroImage;
    await save(target.file, target.record);
    return {
      kind,
      description: `${target.record.id} shows ${String(other.record.heroImage)}`,
      file: relative(contentDir, target.file),
    };
  }
  if (kind === 'publish') {
    // Drafts are few (the real content has one): any edited model's.
    const drafts = (await Promise.all(EDITED_MODELS.map((model) => recordsOf(contentDir, model))))
      .flat()
      .filter(({ record }) => record._status === 'draft');
    const target = pick(drafts);
    if (!target) return null;
    target.record._status = 'published';
    await save(target.file, target.record);
    return { kind, description: `${target.record.id} published`, file: relative(contentDir, target.file) };
  }
  const model = pick(EDITED_MODELS) as string;
  const records = await recordsOf(contentDir, model);
  const published = records.filter(({ record }) => record._status !== 'draft');
  switch (kind) {
    case 'text': {
      const target = pick(published);
      const title = target?.record.title as Record<string, string> | undefined;
      if (!target || !title) return null;
      title['fr-CA'] = `${title['fr-CA']} (révisé ${serial})`;
      await save(target.file, target.record);
      return { kind, description: `${target.record.id} retitled`, file: relative(contentDir, target.file) };
    }
    case 'slug': {
      const target = pick(published);
      const slug = target?.record.slug as Record<string, string> | undefined;
      if (!target || !slug) return null;
      slug['fr-CA'] = `${slug['fr-CA']}-${serial}`;
      await save(target.file, target.record);
      return { kind, description: `${target.record.id} re-slugged`, file: relative(contentDir, target.file) };
    }
    case 'create': {
      const source = pick(published);
      if (!source) return null;
      const id = `${source.record.id}-copy-${serial}`;
      const file = join(contentDir, 'records', model, `${id}.json`);
      const copy = withOwnBlocks(source.record, `-copy-${serial}`);
      copy.id = id;
      for (const field of ['slug', 'title'] as const) {
        const value = copy[field] as Record<string, string> | undefined;
        if (value) for (const locale of Object.keys(value)) value[locale] = `${value[locale]}-${serial}`;
      }
      await save(file, copy);
      return { kind, description: `${id} created`, file: relative(contentDir, file) };
    }
    case 'delete': {
      // A record another one links to stays: the content refuses links to records that do not exist.
      const others = (
        await Promise.all((await readdir(join(contentDir, 'records'))).map((folder) => recordsOf(contentDir, folder)))
      ).flat();
      const linked = (id: string) =>
        others.some(({ record }) => record.id !== id && JSON.stringify(record).includes(id));
      const target = pick(records.filter(({ record }) => !linked(record.id)));
      if (!target || records.length < 3) return null;
      await rm(target.file);
      return { kind, description: `${target.record.id} deleted`, file: relative(contentDir, target.file) };
    }
    case 'unpublish': {
      const target = pick(published);
      if (!target || published.length < 3) return null;
      // A draft carries no publication dates (the content files' rule).
      const { _publishedAt: _published, _firstPublishedAt: _firstPublished, ...draft } = target.record;
      await save(target.file, { ...draft, _status: 'draft' });
      return { kind, description: `${target.record.id} unpublished`, file: relative(contentDir, target.file) };
    }
  }
}
