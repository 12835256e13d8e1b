export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
}

export const DEFAULT_PORT = 4173;
export const DEFAULT_HOST = '127.0.0.1';

const usage = 'usage: serve [--dir dist] [--port N] [--host 127.0.0.1]';

function parsePort(value: string, source: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 65535) {
    throw new Error(`Invalid ${source}: "${value}" (expected an integer from 0 to 65535)`);
  }
  return Number(value);
}

/**
 * Options of `scripts/serve.ts` from its arguments (`--dir`, `--port`, `--host`, as `--name value` or
 * `--name=value`) and environment: `--port` wins over `PORT`, which wins over 4173; an empty PORT counts as unset.
 * @throws Error naming the bad argument or PORT.
 */
export function parseServeOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ServeOptions {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const match = /^--(dir|port|host)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) throw new Error(`Unknown argument: ${arg} (${usage})`);
    const value = match[2] ?? argv[(i += 1)];
    if (value === undefined || value === '') throw new Error(`Missing value for --${match[1]} (${usage})`);
    values[match[1]] = value;
  }
  const envPort = env.PORT === undefined || env.PORT === '' ? undefined : parsePort(env.PORT, 'PORT');
  return {
    dir: values.dir ?? 'dist',
    port: values.port === undefined ? (envPort ?? DEFAULT_PORT) : parsePort(values.port, '--port'),
    host: values.host ?? DEFAULT_HOST,
  };
}
