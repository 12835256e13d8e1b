import type { Locale } from '../config/locales.js';
import * as consent from './catalogue/consent.js';
import * as newsletter from './catalogue/newsletter.js';
import * as preview from './catalogue/preview.js';
import * as search from './catalogue/search.js';
import { pageMessages } from './page-messages.js';
import { formatMessage, type MessageValues } from './translator.js';

/**
 * Every interface string of the site: one catalogue per language, as flat dotted keys with `{name}` placeholders,
 * assembled from the topic files of `catalogue/` (each keyed by language, the English one typed by the French one's
 * keys). The topics only decide where the words travel: every page carries the frame and content ones
 * (page-messages.ts), the search and consent chunks their own, the preview and newsletter ones stay on the server.
 * tests/i18n/messages.test.ts checks that both languages have the same keys and that no key is defined twice. Build
 * and server code only.
 */
const fr = { ...pageMessages.fr, ...search.fr, ...consent.fr, ...preview.fr, ...newsletter.fr };

export type MessageKey = keyof typeof fr;

/** The messages of one language. */
export type Messages = Readonly<Record<MessageKey, string>>;

const en: Messages = { ...pageMessages.en, ...search.en, ...consent.en, ...preview.en, ...newsletter.en };

export const messages: Record<Locale, Messages> = { fr, en };

/** The message `key` in `locale`, with `{name}` placeholders replaced by `values`. */
export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return formatMessage(messages[locale][key], values);
}
