import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { codegen } from '@graphql-codegen/core';
import * as typescriptOperations from '@graphql-codegen/typescript-operations';
import { parse, type DocumentNode } from 'graphql';

/** Where the generated result and variable types are written (`npm run content:types`), next to their users. */
export const CONTENT_TYPES_FILE = 'src/content-model/generated/content-documents.ts';

/**
 * The custom scalars of the content API and the TypeScript type each is read as. `JsonField` is only a structured
 * text's DAST value in this schema.
 */
const scalars: Record<string, string> = {
  ItemId: 'string',
  UploadId: 'string',
  DateTime: 'string',
  Date: 'string',
  BooleanType: 'boolean',
  IntType: 'number',
  FloatType: 'number',
  MetaTagAttributes: 'Record<string, string>',
  CustomData: 'Record<string, string>',
  JsonField: 'DastDocument',
};

const HEADER = `// Generated from content-queries/ and its schema by \`npm run content:types\` (GraphQL Code Generator): do not edit.
import type { DastDocument } from '../dast/dast-document.js';
`;

/** A document's name as pages ask for it: its path under content-queries/ without `.graphql` (`paths/news`). */
export const documentName = (file: string): string => file.replace(/\\/g, '/').replace(/\.graphql$/, '');

/**
 * The result and variable types of every document of `content-queries/` (GraphQL Code Generator's
 * typescript-operations plugin over the committed schema), and `ContentDocuments`: each document's name mapped to
 * its result and variables, which the page context's `query(name)` reads its result type from.
 */
export async function generateContentTypes(folder: string): Promise<string> {
  const documents: { location: string; document: DocumentNode }[] = [];
  const operations: { name: string; operation: string }[] = [];
  let schema: DocumentNode | undefined;
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.graphql'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) {
    const document = parse(await readFile(join(folder, file), 'utf8'));
    if (file === 'schema.graphql') {
      schema = document;
      continue;
    }
    documents.push({ location: file, document });
    for (const definition of document.definitions) {
      if (definition.kind === 'OperationDefinition' && definition.name) {
        operations.push({ name: documentName(file), operation: definition.name.value });
      }
    }
  }
  if (!schema) throw new Error(`No schema.graphql in ${folder}`);
  const types = await codegen({
    filename: CONTENT_TYPES_FILE,
    schema,
    documents,
    plugins: [{ 'typescript-operations': {} }],
    pluginMap: { 'typescript-operations': typescriptOperations },
    config: {
      scalars,
      avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      enumType: 'string-literal',
      skipTypename: true,
      omitOperationSuffix: false,
      useTypeImports: true,
    },
  });
  const map = operations
    .map(({ name, operation }) => `  '${name}': { result: ${operation}Query; variables: ${operation}QueryVariables };`)
    .join('\n');
  return `${HEADER}\n${types}\n/** Every document of content-queries/ by name, with its result and variables. */\nexport interface ContentDocuments {\n${map}\n}\n\nexport type ContentDocumentName = keyof ContentDocuments;\n`;
}
