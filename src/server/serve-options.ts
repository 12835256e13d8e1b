import { type CommandOptions, parseCommandLine } from '../config/command-line.js';

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
}

export const DEFAULT_PORT = 4173;
export const DEFAULT_HOST = '127.0.0.1';

/** The options of the serving commands (`serve`, `publish:serve`; the others have no folder to serve: no `--dir`). */
export const SERVE_OPTIONS = {
  dir: { type: 'string', value: 'DIR', description: 'the built site to serve', default: 'dist' },
  port: {
    type: 'string',
    value: 'N',
    description: 'port',
    defaultText: `PORT, else ${DEFAULT_PORT}; 0: any free port`,
  },
  host: { type: 'string', value: 'HOST', description: 'address to listen on', default: DEFAULT_HOST },
} as const satisfies CommandOptions;

/** The options of a serving command without a folder (`preview:serve`, `search:serve`, `forms:serve`). */
export const LISTEN_OPTIONS = { port: SERVE_OPTIONS.port, host: SERVE_OPTIONS.host } as const satisfies CommandOptions;

function parsePort(value: string, source: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 65535) {
    throw new Error(`Invalid ${source}: "${value}" (expected an integer from 0 to 65535)`);
  }
  return Number(value);
}

/**
 * Options of a serving command from its arguments (SERVE_OPTIONS, or LISTEN_OPTIONS without `withDir`; as
 * `--name value` or `--name=value`) and environment: `--port` wins over `PORT`, which wins over 4173; an empty PORT
 * counts as unset.
 * @throws Error naming the bad argument or PORT.
 */
export function parseServeOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  { withDir = true }: { withDir?: boolean } = {},
): ServeOptions {
  const usage = `usage: serve ${withDir ? '[--dir dist] ' : ''}[--port N] [--host 127.0.0.1]`;
  let values: { dir?: string; port?: string | undefined; host: string };
  try {
    values = parseCommandLine(withDir ? SERVE_OPTIONS : LISTEN_OPTIONS, argv).values;
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)} (${usage})`);
  }
  const envPort = env.PORT === undefined || env.PORT === '' ? undefined : parsePort(env.PORT, 'PORT');
  return {
    dir: values.dir ?? 'dist',
    port: values.port === undefined ? (envPort ?? DEFAULT_PORT) : parsePort(values.port, '--port'),
    host: values.host,
  };
}
