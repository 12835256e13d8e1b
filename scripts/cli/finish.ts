/**
 * Ending a command without cutting what it printed. Standard output piped to a slow reader takes only what the pipe
 * holds (64 KB on Linux) at once; the rest waits in the process, and `process.exit` right after a large write drops
 * it. A command prints its result with {@link printResult} and ends early with {@link exitAfterOutput}, never with
 * `process.exit` (tests/security/printers-hostile.test.ts checks the scripts).
 */

/** Waits until everything written so far to `stream` has been taken by the system (or the reader went away). */
function drained(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => stream.write('', () => resolve()));
}

/** Writes a command's result to standard output and waits until it is all out. */
export function printResult(text: string): Promise<void> {
  return new Promise((resolve) => process.stdout.write(text, () => resolve()));
}

/** Ends the command with `code` once standard output and standard error are drained. */
export async function exitAfterOutput(code: number): Promise<never> {
  await Promise.all([drained(process.stdout), drained(process.stderr)]);
  process.exit(code);
}
