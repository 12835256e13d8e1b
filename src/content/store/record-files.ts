import { readdir } from 'node:fs/promises';
import { mapConcurrent } from '../map-concurrent.js';
import { OPEN_FILES_LIMIT } from './open-files-limit.js';
import { join } from 'node:path';
import type { ModelDefinition } from '../model/definition.js';
import { models } from '../model/models.js';
import type { ProblemCollector } from './content-validation-error.js';
import { isHidden, readJsonFile } from './json-file.js';
import type { ParsedRecordFile } from './parsed-content.js';
import { parseRecordFile } from './record-parser.js';
import { frenchTypographyProblems } from '../checks/french-typography.js';

export interface RecordFile {
  /** Relative to the content folder: `records/single_news/foo.json`. */
  file: string;
  model: ModelDefinition;
  parsed: ParsedRecordFile;
}

export interface RecordFiles {
  /** The files that could be parsed (their invalid fields left out: see parseRecordFile). */
  parsed: RecordFile[];
  /**
   * The model of every record file's id (its name), valid or not, so that links to an invalid record are not
   * reported again as links to a missing one; for an id used twice, the first file in path order.
   */
  modelsById: Map<string, string>;
}

/**
 * Reads and checks every file of `records/{model}/`; every invalid file, folder or value adds a problem, and every
 * lapse of French typography a warning (the text is published as written, but editors are told where to fix it).
 */
export async function loadRecordFiles(dir: string, problems: ProblemCollector, warnings: ProblemCollector): Promise<RecordFiles> {
  const recordsDir = join(dir, 'records');
  let entries;
  try {
    entries = await readdir(recordsDir, { withFileTypes: true });
  } catch {
    problems.add('records/', [], 'missing folder');
    return { parsed: [], modelsById: new Map() };
  }
  const folders = await Promise.all(
    entries
      .filter((entry) => !isHidden(entry.name))
      .map(async (entry): Promise<ModelFile[]> => {
        const folder = `records/${entry.name}/`;
        const model = models.find((candidate) => candidate.apiKey === entry.name);
        if (!entry.isDirectory()) problems.add(`records/${entry.name}`, [], 'expected a folder named after a model');
        else if (!model) problems.add(folder, [], `unknown model "${entry.name}"`);
        else if (model.block) problems.add(folder, [], `"${model.apiKey}" is a block model: blocks are inside records`);
        else return loadModelFolder(join(recordsDir, entry.name), folder, model, problems, warnings);
        return [];
      }),
  );
  const files = folders.flat().sort((a, b) => a.file.localeCompare(b.file));
  const modelsById = new Map<string, string>();
  for (const file of files) if (!modelsById.has(file.id)) modelsById.set(file.id, file.model.apiKey);
  return { parsed: files.flatMap(({ file, model, parsed }) => (parsed ? [{ file, model, parsed }] : [])), modelsById };
}

/** A `.json` file of a model folder, with its parsed content when it is valid. */
interface ModelFile {
  file: string;
  id: string;
  model: ModelDefinition;
  parsed?: ParsedRecordFile;
}

async function loadModelFolder(
  path: string,
  folder: string,
  model: ModelDefinition,
  problems: ProblemCollector,
  warnings: ProblemCollector,
): Promise<ModelFile[]> {
  const names = (await readdir(path)).filter((name) => !isHidden(name)).sort();
  if (model.singleton && names.length > 1) {
    problems.add(folder, [], `"${model.apiKey}" is a singleton: expected one file, found ${names.length}`);
  }
  const files = await mapConcurrent(
    names,
    OPEN_FILES_LIMIT,
    async (name): Promise<ModelFile | undefined> => {
      const file = `${folder}${name}`;
      if (!name.endsWith('.json')) {
        problems.add(file, [], 'expected a record file {id}.json');
        return undefined;
      }
      const id = name.slice(0, -'.json'.length);
      const json = await readJsonFile(join(path, name), file, problems);
      if (json === undefined) return { file, id, model };
      for (const warning of frenchTypographyProblems(json)) warnings.add(file, warning.path, warning.reason);
      const parsed = parseRecordFile(model, json, (path, message) => problems.add(file, path, message));
      if (parsed && parsed.id !== id) {
        problems.add(file, ['id'], `must be the file name without .json ("${id}")`);
        return { file, id, model };
      }
      return { file, id, model, parsed };
    },
  );
  return files.filter((file) => file !== undefined);
}
