/**
 * The one form a build id has, wherever it comes from (`BUILD_ID`, a shard's manifest, the publishing service): it
 * is joined into folder and file names (`{time}-{id}` in the deploys folder, `builds/meta/{id}.json`) and payload
 * URLs, so it never holds a `/`, never starts with a dot and never holds `..`.
 */
export const BUILD_ID_PATTERN = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The form, for people. */
export const BUILD_ID_FORM = '1 to 64 of A-Z a-z 0-9 . _ -, starting with a letter or digit, without ..';

/** Whether `value` is a build id of that form. */
export function isBuildId(value: unknown): value is string {
  return typeof value === 'string' && BUILD_ID_PATTERN.test(value);
}
