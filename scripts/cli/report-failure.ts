/**
 * How a command reports a failure: the error's text with every secret of the environment replaced by its variable's
 * name (src/config/redact-secrets.ts), so a token a library put in its error (a request's Authorization header, a
 * URL's password) is never printed. {@link reportUncaughtFailures}, installed by parseCommand in every command,
 * does the same for an error no code caught.
 */
import { inspect } from 'node:util';
import { redactSecrets } from '../../src/config/redact-secrets.js';
import { exitAfterOutput } from './finish.js';

/** An error's message for a command's one-line report, without secrets. */
export function failureText(error: unknown): string {
  return redactSecrets(error instanceof Error ? error.message : String(error));
}

/** All an error carries (stack, cause, request, response, nested objects), as Node prints it, without secrets. */
export function failureDetails(error: unknown): string {
  return redactSecrets(inspect(error, { depth: 8 }));
}

let installed = false;

/** From now on, an error no code caught prints as {@link failureDetails} and ends `command` with 1. */
export function reportUncaughtFailures(command: string): void {
  if (installed) return;
  installed = true;
  const report = (error: unknown) => {
    process.stderr.write(`${command}: ${failureDetails(error)}\n`);
    void exitAfterOutput(1);
  };
  process.on('uncaughtException', report);
  process.on('unhandledRejection', report);
}
