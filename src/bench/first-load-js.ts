import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { load } from 'cheerio';
import { CLIENT_MODULES_ATTRIBUTE, SITE_MODULE_ATTRIBUTE } from '../../renderer/client-modules.js';

/**
 * The most JavaScript (KB, gzip level 9) a built page may load before any interaction, whatever its type and
 * language, as {@link firstLoadFiles} counts it; tests/build/javascript-budget.test.ts holds it. React and react-dom
 * alone are 67.4 KB of it, a language's site module 4.7–5.1 and the boot script 0.5.
 */
export const FIRST_LOAD_JS_BUDGET_KB = 92;

/** A static `import … from "x"`, `import "x"` or `export … from "x"` of a built module (never `import("x")`). */
const STATIC_IMPORT =
  /\b(?:import\s*(?:[\w$*{}\s,]*?\bfrom\s*)?|export\s*(?:\*|\{[^}]*\})\s*(?:as\s+[\w$]+\s*)?from\s*)["']([^"']+)["']/g;

/** The code a built page's one script starts: the boot script, then the modules it names (the client entry first). */
export function firstLoadCode(html: string): string[] {
  return scriptAttributes(html, ['src', CLIENT_MODULES_ATTRIBUTE]);
}

function scriptAttributes(html: string, attributes: readonly string[]): string[] {
  const $ = load(html);
  const files = new Set<string>();
  $('script[type="module"][src]').each((_, element) => {
    const script = $(element);
    for (const attribute of attributes)
      for (const file of (script.attr(attribute) ?? '').split(' ')) if (file.startsWith('/')) files.add(file);
  });
  return [...files];
}

/** The site-root paths a built module imports statically, resolved against its own path. */
function staticImports(path: string, code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier.startsWith('/') || specifier.startsWith('./') || specifier.startsWith('../'))
    .map((specifier) => posix.resolve(posix.dirname(path), specifier));
}

/**
 * The JavaScript files a built page loads before any interaction, each with its size: its boot script, the modules
 * that starts (the client entry and the page type's code), its language's site module, and every file these import
 * statically. Throws when one of them is missing from `distDir`.
 */
export async function firstLoadFiles(distDir: string, html: string): Promise<{ file: string; gzipBytes: number }[]> {
  const pending = scriptAttributes(html, ['src', CLIENT_MODULES_ATTRIBUTE, SITE_MODULE_ATTRIBUTE]);
  const seen = new Set(pending);
  const files: { file: string; gzipBytes: number }[] = [];
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    const code = await readFile(join(distDir, file)).catch((error: unknown) => {
      throw new Error(`The page loads ${file}, which is not in ${distDir}`, { cause: error });
    });
    files.push({ file, gzipBytes: gzipSync(code, { level: 9 }).length });
    for (const imported of staticImports(file, code.toString('utf8'))) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      pending.push(imported);
    }
  }
  return files;
}

/** The gzip KB (one decimal) of files from {@link firstLoadFiles}. */
export function totalKb(files: readonly { gzipBytes: number }[]): number {
  const bytes = files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

/** Gzip KB (level 9, one decimal) of a built page's {@link firstLoadFiles}. */
export async function firstLoadJsKb(distDir: string, htmlFile: string): Promise<number> {
  return totalKb(await firstLoadFiles(distDir, await readFile(htmlFile, 'utf8')));
}
