import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs the Nu Html Checker (the `vnu-jar` package) over HTML files, once for all of them: the JVM takes a second or
 * two to start, the checking itself is fast. Needs a Java runtime: `bash scripts/ensure-chromium.sh --with-java`.
 */

export const JAVA_MISSING =
  'Java is missing, and the Nu Html Checker (vnu.jar) needs it: run `bash scripts/ensure-chromium.sh --with-java` ' +
  '(installs default-jre-headless), then run the tests again';

/** The checker's jar, inside node_modules. */
export const VNU_JAR = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

export interface VnuMessage {
  /** `error`, `info` (warnings, not asked for) or `non-document-error` (the checker could not read a file). */
  type: string;
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

export interface VnuError {
  /** The file, relative to the folder given to {@link runVnu}. */
  file: string;
  line: number;
  column: number;
  message: string;
  /** A few characters around the error, as the checker quotes them. */
  extract: string;
}

/** The `java` command, or undefined when there is none on the PATH. */
export function findJava(): string | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return result.error || result.status !== 0 ? undefined : 'java';
}

/**
 * Checks `files` (paths relative to `dir`) with `--errors-only --skip-non-html`, and returns their errors.
 * @throws Error({@link JAVA_MISSING}) without Java; an Error with the checker's output when it does not answer JSON.
 */
export async function runVnu(dir: string, files: readonly string[]): Promise<VnuError[]> {
  const java = findJava();
  if (!java) throw new Error(JAVA_MISSING);
  const args = ['-jar', VNU_JAR, '--errors-only', '--skip-non-html', '--format', 'json', '--stdout', ...files];
  const { stdout, stderr, code } = await new Promise<{ stdout: string; stderr: string; code: number | null }>(
    (done, fail) => {
      const child = spawn(java, args, { cwd: dir });
      let out = '';
      let err = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
      child.on('error', fail);
      child.on('close', (status) => done({ stdout: out, stderr: err, code: status }));
    },
  );
  let report: { messages?: VnuMessage[] };
  try {
    report = JSON.parse(stdout) as { messages?: VnuMessage[] };
  } catch {
    throw new Error(`vnu.jar exited with ${code} without a JSON report:\n${stdout}\n${stderr}`.trim());
  }
  return (report.messages ?? [])
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => ({
      file: message.url ? relative(dir, fileURLToPath(message.url)) : '(unknown file)',
      line: message.lastLine ?? message.firstLine ?? 0,
      column: message.firstColumn ?? message.lastColumn ?? 0,
      message: message.type === 'error' ? message.message : `${message.type}: ${message.message}`,
      extract: (message.extract ?? '').replace(/\s+/g, ' ').trim(),
    }));
}

/** One line per error: `file:line:column message — “extract”`. */
export function formatVnuErrors(errors: readonly VnuError[]): string {
  return errors
    .map(
      ({ file, line, column, message, extract }) =>
        `${file}:${line}:${column} ${message}${extract ? ` — “${extract}”` : ''}`,
    )
    .join('\n');
}
