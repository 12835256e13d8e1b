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

export const CLIENT_ENTRY = 'renderer/client/client-entry.tsx';
export const CLIENT_BOOT = 'renderer/client/client-boot.ts';
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

/** The files of modules and of what they import statically, in that order, without duplicates. */
function filesOf(manifest: ViteManifest, ids: readonly string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const id of ids) collect(manifest, id, js, css);
  return { js: [...js], css: [...css] };
}

/** The page type's code and styles (static imports only), without the entry's own files. */
export function pageChunkFiles(manifest: ViteManifest, page: string): { js: string[]; css: string[] } {
  return filesOf(manifest, [pageModuleId(page)]);
}

function chunkFile(manifest: ViteManifest, id: string): string {
  const chunk = manifest[id];
  if (!chunk) throw new Error(`The client manifest has no entry ${id}`);
  return `/${chunk.file}`;
}

/** The files of the boot script, the client entry and more modules: the entry first among the modules it starts. */
function bootAssets(manifest: ViteManifest, modules: readonly string[]): PageAssets {
  const boot = chunkFile(manifest, CLIENT_BOOT);
  const entry = chunkFile(manifest, CLIENT_ENTRY);
  const { js, css } = filesOf(manifest, [CLIENT_ENTRY, ...modules]);
  return { boot, modules: [entry, ...js.filter((file) => file !== entry)], css };
}

/** A page type's files: the boot script, the modules it starts (the client entry, the page type's code), the styles. */
export function pageAssets(manifest: ViteManifest, page: string): PageAssets {
  return bootAssets(manifest, [pageModuleId(page)]);
}

/** The localized 404 page's files: the client entry and the error view's code, with the home page's styles. */
export function errorPageAssets(manifest: ViteManifest): PageAssets {
  return { ...bootAssets(manifest, [ERROR_VIEW]), css: pageAssets(manifest, 'index').css };
}
