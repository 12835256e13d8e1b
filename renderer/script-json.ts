/** What JSON may hold that a `<script>` element may not: `<` (as in `</script>`), and JavaScript's own line breaks. */
const SCRIPT_UNSAFE = /[<\u2028\u2029]/g;

const scriptEscape = (char: string): string => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Serialized JSON made safe to put inside a `<script>` element (one pass; most payloads have nothing to escape). */
export function escapeScriptJson(json: string): string {
  return json.replace(SCRIPT_UNSAFE, scriptEscape);
}

/** JSON safe to put inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return escapeScriptJson(JSON.stringify(value));
}

const sharedJson = new WeakMap<object, string>();

/**
 * `scriptJson` of an object every page of a language shares (site data, messages), serialized once: a build renders
 * thousands of pages with the same objects, and treats them as immutable.
 */
export function sharedScriptJson(value: object): string {
  let json = sharedJson.get(value);
  if (json === undefined) {
    json = scriptJson(value);
    sharedJson.set(value, json);
  }
  return json;
}
