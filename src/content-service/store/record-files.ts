import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ModelDefinition } from '../../content-model/model/definition.js';
import { models } from '../../content-model/model/models.js';
import type { ProblemCollector } from './content-validation-error.js';
import { isHidden } from './json-file.js';
import type { ParsedRecordFile } from './parsed-content.js';
import { parseRecordFile } from './record-parser.js';
import { frenchTypographyProblems } from '../checks/french-typography.js';

export interface RecordFile {
  /** Relative to the content folder: `records/single_news/foo.json`. */
  file: string;
  model: ModelDefinition;
  parsed: ParsedRecordFile;
}

/** A `.json` file of a model folder, not read yet. */
export interface ListedFile {
  file: string;
  /** Its name without `.json`. */
  id: string;
  model: ModelDefinition;
  path: string;
}

export interface RecordFileList {
  /** Every `.json` file of the model folders, in path order. */
  files: readonly ListedFile[];
  /**
   * The model of every record file's id (its name), valid or not, so that links to an invalid record are not
   * reported again as links to a missing one; for an id used twice, the first file in path order.
   */
  modelsById: ReadonlyMap<string, string>;
}

/**
 * Lists the files of `records/{model}/`; every file or folder that cannot be a record file adds a problem. The
 * files are read by readRecordFiles (checked-record-files.ts), once every record id is known.
 */
export async function listRecordFiles(dir: string, problems: ProblemCollector): Promise<RecordFileList> {
  const recordsDir = join(dir, 'records');
  const entries = await readdir(recordsDir, { withFileTypes: true }).catch(() => undefined);
  if (!entries) {
    problems.add('records/', [], 'missing folder');
    return { files: [], modelsById: new Map() };
  }
  const folders = await Promise.all(
    entries
      .filter((entry) => !isHidden(entry.name))
      .map(async (entry): Promise<ListedFile[]> => {
        const folder = `records/${entry.name}/`;
        const model = models.find((candidate) => candidate.apiKey === entry.name);
        if (!entry.isDirectory()) problems.add(`records/${entry.name}`, [], 'expected a folder named after a model');
        else if (!model) problems.add(folder, [], `unknown model "${entry.name}"`);
        else if (model.block) problems.add(folder, [], `"${model.apiKey}" is a block model: blocks are inside records`);
        else return listModelFolder(join(recordsDir, entry.name), folder, model, problems);
        return [];
      }),
  );
  const files = folders.flat().sort((a, b) => a.file.localeCompare(b.file));
  const modelsById = new Map<string, string>();
  for (const file of files) if (!modelsById.has(file.id)) modelsById.set(file.id, file.model.apiKey);
  return { files, modelsById };
}

async function listModelFolder(
  path: string,
  folder: string,
  model: ModelDefinition,
  problems: ProblemCollector,
): Promise<ListedFile[]> {
  const names = (await readdir(path)).filter((name) => !isHidden(name)).sort();
  if (model.singleton && names.length > 1) {
    problems.add(folder, [], `"${model.apiKey}" is a singleton: expected one file, found ${names.length}`);
  }
  return names.flatMap((name): ListedFile[] => {
    const file = `${folder}${name}`;
    if (name.endsWith('.json')) return [{ file, id: name.slice(0, -'.json'.length), model, path: join(path, name) }];
    problems.add(file, [], 'expected a record file {id}.json');
    return [];
  });
}

/**
 * Checks a record file's JSON: its invalid fields are left out (see parseRecordFile); undefined when nothing of it
 * can be stored. Every invalid file or value adds a problem, and every lapse of French typography a warning (the
 * text is published as written, but editors are told where to fix it).
 */
export function checkRecordFile(
  { file, id, model }: ListedFile,
  json: unknown,
  problems: ProblemCollector,
  warnings: ProblemCollector,
): RecordFile | undefined {
  for (const warning of frenchTypographyProblems(json)) warnings.add(file, warning.path, warning.reason);
  const parsed = parseRecordFile(model, json, (at, message) => problems.add(file, at, message));
  if (parsed && parsed.id !== id) problems.add(file, ['id'], `must be the file name without .json ("${id}")`);
  else if (parsed) return { file, model, parsed };
  return undefined;
}
