export type MessageValues = Readonly<Record<string, string | number>>;

/** Translates a key of one catalogue (or part of it) into one language, filling its placeholders. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/** `template` with its `{name}` placeholders replaced by `values`; unknown placeholders stay visible. */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The translate function over one language's messages. The browser imports this module and never the whole catalogue:
 * it gets its page's messages from the HTML (renderer/server/render-document.tsx), and the search and consent chunks carry
 * their own topic of the catalogue, so it downloads only what it shows.
 */
export function translator<Key extends string>(messages: Readonly<Record<Key, string>>): Translate<Key> {
  return (key, values) => formatMessage(messages[key], values);
}
