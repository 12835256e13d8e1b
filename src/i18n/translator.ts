import type { MessageKey, Messages } from './messages.js';

export type MessageValues = Readonly<Record<string, string | number>>;

/** Translates a key of the catalogue into one language, filling its placeholders. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** `template` with its `{name}` placeholders replaced by `values`; unknown placeholders stay visible. */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The translate function over one language's messages. The browser imports this module and never the catalogue:
 * it gets its page's messages from the HTML (renderer/render-document.tsx), so it downloads one language only.
 */
export function translator(messages: Messages): Translate {
  return (key, values) => formatMessage(messages[key], values);
}
