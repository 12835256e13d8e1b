import type { Locale } from '../config/locales.js';
import * as content from './catalogue/content.js';
import * as frame from './catalogue/interface.js';
import { formatMessage, type MessageValues } from './translator.js';

/**
 * Every interface string of the site: one catalogue per language, as flat dotted keys, assembled from the topic files
 * of `catalogue/`. The French catalogue defines the keys; the English one must have exactly the same (the types
 * say so, and tests/i18n/messages.test.ts checks that no key is defined twice). Build and server code only: the
 * browser gets its page's language from the HTML (see translator.ts).
 */
const fr = { ...frame.fr, ...content.fr };

export type MessageKey = keyof typeof fr;

/** The messages of one language. */
export type Messages = Readonly<Record<MessageKey, string>>;

const en: Messages = { ...frame.en, ...content.en };

export const messages: Record<Locale, Messages> = { fr, en };

/** The message `key` in `locale`, with `{name}` placeholders replaced by `values`. */
export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return formatMessage(messages[locale][key], values);
}
