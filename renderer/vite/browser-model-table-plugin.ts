import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { RowPages } from '../../src/content-model/model/model-row.js';
import { siteModels } from '../../src/content-model/model/site-models.js';

/** The model table's module, which the browser code reaches through the route table and the record resolver. */
const MODEL_TABLE = 'src/content-model/model/site-models.ts';

/**
 * The model table as the browser reads it: the rows with pages, each with its model and its pages' route, paths,
 * pagination, hubs and search label. The browser asks the table nothing else (src/content-model/model/record-types.ts
 * for routes and links, search-labels.ts for the search's type names); the fields, documents and cards, which only the
 * content service, the queries and the data hooks read, were most of its size.
 */
export function browserModelRows(): object[] {
  return siteModels.flatMap((row) => {
    if (!('pages' in row)) return [];
    const { document: _document, template: _template, card: _card, ...pages } = row.pages as RowPages;
    return [{ model: row.model, pages }];
  });
}

/**
 * Vite plugin: the browser bundle's model table without the fields of its rows ({@link browserModelRows}); the
 * server bundle and Node keep the whole table.
 */
export function browserModelTable(root: string): Plugin {
  const file = resolve(root, MODEL_TABLE);
  return {
    name: 'browser-model-table',
    load(id, options) {
      if (options?.ssr || id.split('?')[0] !== file) return undefined;
      return `export const siteModels = ${JSON.stringify(browserModelRows())};\n`;
    },
  };
}
