import type { ComponentType } from 'react';
import { createDocumentRegistry } from '../../src/content-model/documents.js';
import type { PageDataModule } from '../../src/page-contract/page-module.js';
import type { PageProps } from '../App.js';
import { hash as rootLanguageScriptHash } from 'virtual:root-language-script';

export { renderDocument } from './render-document.js';
export { renderErrorDocument } from './render-error-document.js';
/** The Content-Security-Policy sources (`sha256-…`) of the documents' inline scripts: the language script of `/`. */
export const inlineScriptHashes: readonly string[] = [rootLanguageScriptHash];

const pageComponents = import.meta.glob<{ default: ComponentType<PageProps> }>('../../pages/*/+Page.tsx', {
  eager: true,
});
const pageDataModules = import.meta.glob<PageDataModule>('../../pages/*/+data.server.ts', { eager: true });
const documentSources = import.meta.glob<string>('../../content-queries/**/*.graphql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The server side of the site, as the build loads it from the SSR bundle. */
export const contentDocument = createDocumentRegistry(documentSources);

function pageName(file: string): string {
  return file.split('/').at(-2) ?? file;
}

export const pages: Record<string, { Page: ComponentType<PageProps>; data: PageDataModule }> = Object.fromEntries(
  Object.entries(pageComponents).map(([file, module]) => {
    const name = pageName(file);
    const data = pageDataModules[`../../pages/${name}/+data.server.ts`];
    if (!data) throw new Error(`pages/${name}/ has a +Page.tsx but no +data.server.ts`);
    return [name, { Page: module.default, data }];
  }),
);
