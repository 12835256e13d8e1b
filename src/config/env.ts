import { InvalidValue, type Parser } from './parsers.js';
import { type ConfigVariable, configVariables, type ReadConfigOptions } from './variables.js';

export type { FormsDatabase } from './parsers.js';
export { DEV_CONTENT_TOKEN, GTM_ID_PATTERN, type ReadConfigOptions } from './variables.js';

type Variables = typeof configVariables;

/** The value a variable gives: its parser's result, else its default, else undefined. */
type ValueOf<V> = V extends { parse: Parser<infer T>; defaultValue: (options: ReadConfigOptions) => infer D }
  ? T | D
  : V extends { parse: Parser<infer T> }
    ? T | undefined
    : never;

/**
 * The environment of the site, read and validated once (see {@link getConfig}): one property per entry of
 * {@link configVariables}, which says what each one is for.
 */
export type SiteConfig = { -readonly [K in keyof Variables]: ValueOf<Variables[K]> };

type Env = Readonly<Record<string, string | undefined>>;

/** The variables whose values are never echoed back in error messages. */
export const secretVariables: ReadonlySet<string> = new Set(
  Object.values(configVariables as Record<string, ConfigVariable>)
    .filter((variable) => variable.secret)
    .map((variable) => variable.name),
);

/** Reads one variable: its parsed value, or undefined when it is unset or blank. */
function readVariable(env: Env, variable: ConfigVariable): unknown {
  const value = env[variable.name]?.trim();
  if (!value) return undefined;
  try {
    return variable.parse(value, variable.name);
  } catch (error) {
    if (!(error instanceof InvalidValue)) throw error;
    const shown = variable.secret ? '' : `, got "${value}"`;
    throw new Error(`Invalid environment variable ${variable.name}: expected ${error.expected}${shown}`);
  }
}

/**
 * Reads and validates the site's configuration from `env` (pure over its argument, apart from checking that
 * CONTENT_DIR exists). An unset or empty variable takes its default; a set but invalid one throws an Error naming
 * the variable and what it expects.
 */
export function readConfig(env: Env = process.env, options: ReadConfigOptions = {}): SiteConfig {
  const config: Record<string, unknown> = {};
  for (const [key, variable] of Object.entries(configVariables as Record<string, ConfigVariable>)) {
    config[key] = readVariable(env, variable) ?? variable.defaultValue?.(options);
  }
  const { smtpUrl, formsTo, algoliaSearchKey, algoliaAdminKey, algoliaAppId } = config as SiteConfig;
  if (smtpUrl && !formsTo)
    throw new Error('Invalid environment variable FORMS_TO: expected to be set when SMTP_URL is set');
  if ((algoliaSearchKey || algoliaAdminKey) && !algoliaAppId) {
    throw new Error('Invalid environment variable ALGOLIA_APP_ID: expected to be set when an Algolia key is set');
  }
  return config as SiteConfig;
}

let cached: SiteConfig | undefined;

/** The configuration of this process, read from `process.env` on first use. */
export function getConfig(): SiteConfig {
  cached ??= readConfig();
  return cached;
}
