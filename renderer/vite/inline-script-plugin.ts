import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/** The inline scripts of the documents: the virtual module each is imported as, and its source file. */
const INLINE_SCRIPTS: Readonly<Record<string, string>> = {
  'virtual:root-language-script': 'renderer/client/root-language.ts',
};

/** The `'sha256-…'` source of a Content-Security-Policy that allows an inline script with this exact text. */
export function scriptHash(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/** A script file and what it imports, bundled and minified into one classic script (no imports, no exports). */
async function bundleClassicScript(root: string, file: string): Promise<string> {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: resolve(root, file), formats: ['iife'], name: 'inlineScript' },
    },
  });
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((item) => item.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error(`${file}: the bundler produced no script`);
  const source = chunk.code.trim();
  if (/<\/script/i.test(source)) throw new Error(`${file}: the bundled script contains "</script"`);
  return source;
}

/**
 * Vite plugin: each inline script's source file, bundled at build time from the same modules the client code uses,
 * as a module exporting `source` (the script's text) and `hash` (its Content-Security-Policy source).
 */
export function inlineScripts(root: string): Plugin {
  return {
    name: 'inline-scripts',
    resolveId(id) {
      return id in INLINE_SCRIPTS ? `\0${id}` : undefined;
    },
    async load(id) {
      const file = id.startsWith('\0') ? INLINE_SCRIPTS[id.slice(1)] : undefined;
      if (!file) return undefined;
      this.addWatchFile(resolve(root, file));
      const source = await bundleClassicScript(root, file);
      return `export const source = ${JSON.stringify(source)};\nexport const hash = ${JSON.stringify(scriptHash(source))};\n`;
    },
  };
}
