import type { Locale } from '../config/locales.js';
import * as content from './catalogue/content.js';
import * as frame from './catalogue/interface.js';

/**
 * The part of the catalogue (messages.ts) that every page gets, in its own language only: the frame's and the content
 * pages' words. The browser reads them from the language's site module (src/page-contract/site-module.ts), or from the page
 * where it carries them inline (renderer/InlineSiteData.tsx); the search and consent chunks bring their own topics.
 */
const fr = { ...frame.fr, ...content.fr };

export type PageMessageKey = keyof typeof fr;

/** The messages a page of one language carries. */
export type PageMessages = Readonly<Record<PageMessageKey, string>>;

const en: PageMessages = { ...frame.en, ...content.en };

export const pageMessages: Record<Locale, PageMessages> = { fr, en };
