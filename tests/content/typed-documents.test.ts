import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES_FILE, generateContentTypes } from '../../src/content/model/content-types-codegen.js';

const root = resolve(import.meta.dirname, '../..');
const generatedPath = resolve(root, CONTENT_TYPES_FILE);
let folder: string | undefined;

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The type errors of the whole project when the generated content types read `text` instead of the committed file. */
function typeErrors(text: string): { file: string; message: string }[] {
  const config = ts.getParsedCommandLineOfConfigFile(resolve(root, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json could not be read');
  const host = ts.createCompilerHost(config.options);
  const readFileFromDisk = host.readFile.bind(host);
  host.readFile = (file) => (resolve(file) === generatedPath ? text : readFileFromDisk(file));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError) =>
    resolve(file) === generatedPath ? ts.createSourceFile(file, text, language) : getSourceFile(file, language, onError);
  const program = ts.createProgram(config.fileNames, config.options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ({
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
    expect(errors.map((error) => error.file)).toEqual(expect.arrayContaining(['src/page-kit/cards.ts', 'pages/employee-slug/+data.server.ts']));
  }, 120_000);
});
