/** The files a page's first render needs, from Vite's client manifest. */
export interface PageAssets {
  entry: string;
  js: string[];
  css: string[];
}

export interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type ViteManifest = Record<string, ViteManifestChunk>;

export const CLIENT_ENTRY = 'renderer/client-entry.tsx';

/** The page component module of a page type, as Vite's manifest names it. */
export function pageModuleId(page: string): string {
  return `pages/${page}/+Page.tsx`;
}

function collect(manifest: ViteManifest, id: string, js: Set<string>, css: Set<string>): void {
  const chunk = manifest[id];
  if (!chunk || js.has(`/${chunk.file}`)) return;
  js.add(`/${chunk.file}`);
  for (const file of chunk.css ?? []) css.add(`/${file}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css);
}

/** The page type's code and styles (static imports only), without the entry's own files. */
export function pageChunkFiles(manifest: ViteManifest, page: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  collect(manifest, pageModuleId(page), js, css);
  return { js: [...js], css: [...css] };
}

export function pageAssets(manifest: ViteManifest, page: string): PageAssets {
  const entryChunk = manifest[CLIENT_ENTRY];
  if (!entryChunk) throw new Error(`The client manifest has no entry ${CLIENT_ENTRY}`);
  const js = new Set<string>();
  const css = new Set<string>();
  collect(manifest, CLIENT_ENTRY, js, css);
  collect(manifest, pageModuleId(page), js, css);
  const entry = `/${entryChunk.file}`;
  js.delete(entry);
  return { entry, js: [...js], css: [...css] };
}
