import { readdir, readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';

/**
 * Makes `dir` (a copy of a content folder) a small site of the same shape: each collection keeps at most `keep` records
 * besides those other records link to, and only the uploads the remaining records and settings name.
 */
export async function trimContent(dir: string, keep: number): Promise<void> {
  const records = join(dir, 'records');
  const files = new Map<string, string>();
  for (const model of await readdir(records)) {
    for (const name of await readdir(join(records, model)))
      files.set(join(records, model, name), await readFile(join(records, model, name), 'utf8'));
  }
  const byModel = new Map<string, string[]>();
  for (const file of files.keys()) {
    const model = basename(join(file, '..'));
    byModel.set(model, [...(byModel.get(model) ?? []), file]);
  }
  const cut = new Set<string>();
  for (const list of byModel.values()) for (const file of list.sort().slice(keep)) cut.add(file);
  // A record another kept record names stays (its link would dangle), until nothing changes.
  for (let changed = true; changed; ) {
    changed = false;
    const kept = [...files.entries()]
      .filter(([file]) => !cut.has(file))
      .map(([, text]) => text)
      .join('\n');
    for (const file of cut) {
      const { id } = JSON.parse(files.get(file) ?? '{}') as { id?: string };
      // Ids are named quoted, or inside structured text serialized as a string (escaped quotes): any mention keeps it.
      if (id && kept.includes(id)) {
        cut.delete(file);
        changed = true;
      }
    }
  }
  for (const file of cut) await rm(file);
  const named =
    [...files.entries()]
      .filter(([file]) => !cut.has(file))
      .map(([, text]) => text)
      .join('\n') + (await readFile(join(dir, 'site.json'), 'utf8'));
  const uploads = join(dir, 'uploads');
  for (const name of await readdir(uploads).catch(() => [] as string[])) {
    if (!name.endsWith('.json')) continue;
    const upload = JSON.parse(await readFile(join(uploads, name), 'utf8')) as { id: string; filename: string };
    if (named.includes(upload.id)) continue;
    await rm(join(uploads, name));
    await rm(join(uploads, upload.filename), { force: true });
  }
}
