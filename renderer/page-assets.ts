/** The files a page needs, from Vite's client manifest. */
export interface PageAssets {
  /** The one script the HTML runs: it starts `modules` once the page has loaded. */
  boot: string;
  /** The client entry, then every module of the page type's code (static imports included). */
  modules: string[];
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
export const CLIENT_BOOT = 'renderer/client-boot.ts';
/** The error view's module: the 404 page's own code (the entry loads it on demand). */
export const ERROR_VIEW = 'src/components/error/ErrorView.tsx';

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

function chunkFile(manifest: ViteManifest, id: string): string {
  const chunk = manifest[id];
  if (!chunk) throw new Error(`The client manifest has no entry ${id}`);
  return `/${chunk.file}`;
}

/** A page type's files: the boot script, then the client entry and the page type's code, and the stylesheets. */
export function pageAssets(manifest: ViteManifest, page: string): PageAssets {
  const boot = chunkFile(manifest, CLIENT_BOOT);
  const modules = new Set<string>([chunkFile(manifest, CLIENT_ENTRY)]);
  const css = new Set<string>();
  for (const file of manifest[CLIENT_ENTRY]?.css ?? []) css.add(`/${file}`);
  for (const imported of manifest[CLIENT_ENTRY]?.imports ?? []) collect(manifest, imported, modules, css);
  collect(manifest, pageModuleId(page), modules, css);
  return { boot, modules: [...modules], css: [...css] };
}

/** The localized 404 page's files: the client entry and the error view's code, with the home page's styles. */
export function errorPageAssets(manifest: ViteManifest): PageAssets {
  const { boot, css } = pageAssets(manifest, 'index');
  const modules = new Set<string>([chunkFile(manifest, CLIENT_ENTRY)]);
  collect(manifest, ERROR_VIEW, modules, new Set());
  return { boot, modules: [...modules], css };
}
