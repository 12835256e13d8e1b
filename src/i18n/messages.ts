import type { Locale } from '../config/locales.js';
import * as content from './catalogue/content.js';
import * as frame from './catalogue/interface.js';

/**
 * Every interface string of the site: one catalogue per language, as flat dotted keys, assembled from the topic files
 * of `catalogue/`. The French catalogue defines the keys; the English one must have exactly the same (the types
 * say so, and tests/i18n/messages.test.ts checks that no key is defined twice).
 */
const fr = { ...frame.fr, ...content.fr };

export type MessageKey = keyof typeof fr;

const en: Record<MessageKey, string> = { ...frame.en, ...content.en };

export const messages: Record<Locale, Record<MessageKey, string>> = { fr, en };

/** The message `key` in `locale`, with `{name}` placeholders replaced by `values`. */
export function translate(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
