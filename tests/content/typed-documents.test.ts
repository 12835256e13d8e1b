import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES_FILE, generateContentTypes } from '../../src/content-model/model/content-types-codegen.js';

const root = resolve(import.meta.dirname, '../..');
const generatedPath = resolve(root, CONTENT_TYPES_FILE);
let folder: string | undefined;

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/**
 * The project's own files that import `target`, directly or through other files: the only ones whose types can
 * change with it (a type reaches a file through its imports; the project declares no globals).
 */
function importersOf(target: string, fileNames: readonly string[], options: ts.CompilerOptions): Set<string> {
  const importers = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue = fileNames.map((file) => resolve(file));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true).importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const imported = resolve(resolved.resolvedFileName);
      importers.set(imported, [...(importers.get(imported) ?? []), file]);
      queue.push(imported);
    }
  }
  const dependents = new Set([target]);
  const pending = [target];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    for (const importer of importers.get(file) ?? []) {
      if (!dependents.has(importer)) {
        dependents.add(importer);
        pending.push(importer);
      }
    }
  }
  return dependents;
}

/**
 * The type errors of the project when the generated content types read `text` instead of the committed file: those of
 * every file that imports them, directly or not (checking the others too took three times as long and could find
 * nothing more).
 */
function typeErrors(text: string): { file: string; message: string }[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const host = ts.createCompilerHost(config.options);
  const readFileFromDisk = host.readFile.bind(host);
  host.readFile = (file) => (resolve(file) === generatedPath ? text : readFileFromDisk(file));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError) =>
    resolve(file) === generatedPath
      ? ts.createSourceFile(file, text, language)
      : getSourceFile(file, language, onError);
  const program = ts.createProgram(config.fileNames, config.options, host);
  const dependents = importersOf(generatedPath, config.fileNames, config.options);
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program
      .getSourceFiles()
      .filter((file) => dependents.has(resolve(file.fileName)))
      .flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  return diagnostics.map((diagnostic) => ({
    file: diagnostic.file ? relative(root, diagnostic.file.fileName) : '',
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  }));
}

describe('typed content documents', () => {
  it('fail the typecheck where a field renamed in a document is still read by its old name', async () => {
    folder = await mkdtemp(join(tmpdir(), 'typed-documents-'));
    await cp(resolve(root, 'content-queries'), folder, { recursive: true });
    const employees = join(folder, 'employees.graphql');
    const source = await readFile(employees, 'utf8');
    expect(source).toMatch(/^ {4}role$/m);
    await writeFile(employees, source.replace(/^ {4}role$/m, '    jobTitle: role'));

    const errors = typeErrors(await generateContentTypes(folder));

    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error.message, `${error.file}: ${error.message}`).toMatch(/'role'/);
    expect(errors.map((error) => error.file)).toEqual(
      expect.arrayContaining(['src/page-kit/cards.ts', 'pages/employee-slug/+data.server.ts']),
    );
  }, 120_000);
});
