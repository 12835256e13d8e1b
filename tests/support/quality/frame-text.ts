import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';
import { locales, otherLocale, type Locale } from '../../../src/config/locales.js';
import * as frame from '../../../src/i18n/catalogue/interface.js';
import { messages, type MessageKey } from '../../../src/i18n/messages.js';
import { buildPath } from '../../../src/routing/build-path.js';

/**
 * The language of a page's frame: the skip link, header, footer and interface labels must say what
 * `src/i18n/messages.ts` says in the page's language, and no interface string of the other language may show
 * unless it is marked with that language (`lang`), as the language switcher is.
 */

/** The keys of the frame catalogue (src/i18n/catalogue/interface.ts): the strings of every page's frame. */
const FRAME_KEYS = Object.keys(frame.fr) as MessageKey[];

/** Whitespace collapsed (no-break spaces included), trimmed. */
export function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A message as an anchored pattern: `{name}` placeholders match any text. */
export function messagePattern(message: string): RegExp {
  const parts = normalize(message).split(/\{\w+\}/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?')}$`);
}

function matches(text: string, key: MessageKey, locale: Locale): boolean {
  return messagePattern(messages[locale][key]).test(normalize(text));
}

/** Frame messages of the other language that this language never uses: seeing one is a mistake. */
function foreignFrameMessages(locale: Locale): { key: MessageKey; pattern: RegExp; text: string }[] {
  const other = otherLocale(locale);
  const own = FRAME_KEYS.map((key) => messagePattern(messages[locale][key]));
  return FRAME_KEYS.filter((key) => normalize(messages[other][key]) !== normalize(messages[locale][key]))
    .map((key) => ({ key, pattern: messagePattern(messages[other][key]), text: messages[other][key] }))
    .filter(({ text }) => !own.some((pattern) => pattern.test(normalize(text))));
}

const TEXT_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder', 'aria-description', 'aria-roledescription'];

/**
 * What is wrong with the frame text of one page (an empty list when nothing is).
 * @param locale the page's language, from its payload (or the folder of an error page).
 */
export function frameTextProblems($: CheerioAPI, locale: Locale): string[] {
  const problems: string[] = [];
  const t = (key: MessageKey) => messages[locale][key];
  const expectText = (what: string, actual: string | undefined, key: MessageKey) => {
    if (actual === undefined) problems.push(`${what}: missing (expected “${t(key)}”)`);
    else if (!matches(actual, key, locale)) {
      problems.push(`${what}: “${normalize(actual)}”, expected “${t(key)}” (${key})`);
    }
  };
  const iso = locales[locale].iso;
  const otherIso = locales[otherLocale(locale)].iso;
  const home = buildPath('index', locale);
  const outsideMain = (selector: string) => $(selector).filter((_, element) => $(element).closest('main').length === 0);

  if ($('[data-error-page]').length > 0) {
    expectText(
      'error page logo aria-label',
      $(`a[href="${home}"][aria-label]`).first().attr('aria-label'),
      'a11y.home',
    );
    const message = $('[data-error-message]').first();
    const text = message.length ? normalize(message.text()) : undefined;
    if (text === undefined || !(matches(text, 'error.fatal', locale) || matches(text, 'error.pageNotFound', locale))) {
      expectText('error message', text, 'error.fatal');
    }
  } else {
    const header = outsideMain('header').first();
    const footer = outsideMain('footer').first();
    const skip = $('body a[href]').first();
    if (!skip.attr('href')?.startsWith('#')) {
      problems.push(`skip link: the first link of the page is “${skip.attr('href') ?? 'none'}”, not a link to #main`);
    }
    expectText('skip link', skip.attr('href')?.startsWith('#') ? skip.text() : undefined, 'a11y.skipToContent');
    if (header.length === 0) problems.push('site header: missing');
    else {
      expectText(
        'header logo aria-label',
        header.find(`a[href="${home}"][aria-label]`).first().attr('aria-label'),
        'a11y.home',
      );
      expectText('main navigation aria-label', header.find('nav').first().attr('aria-label'), 'a11y.mainNavigation');
      const search = header.find(`form[role="search"][action="${buildPath('search', locale)}"]`).first();
      expectText(
        'search entry',
        search.length ? search.closest('details').find('summary').text() : undefined,
        'nav.search',
      );
      expectText('search input label', search.find('label').text(), 'search.label');
      const switcher = header.find(`a[hreflang="${otherIso}"]`).first();
      expectText('language switcher', switcher.length ? switcher.text() : undefined, 'nav.languageSwitch');
      expectText('language switcher aria-label', switcher.attr('aria-label'), 'nav.languageSwitchLabel');
      const menu = header.find('button[aria-controls]').first();
      expectText('menu button', menu.length ? menu.text() : undefined, 'nav.menu');
    }
    if (footer.length === 0) problems.push('site footer: missing');
    else {
      const labels = footer
        .find('nav[aria-label]')
        .map((_, nav) => $(nav).attr('aria-label') ?? '')
        .get();
      if (!labels.some((label) => matches(label, 'a11y.legalNavigation', locale))) {
        expectText('legal navigation aria-label', labels.at(-1), 'a11y.legalNavigation');
      }
      const headings = footer
        .find('h2, h3')
        .map((_, heading) => normalize($(heading).text()))
        .get();
      if (!headings.some((heading) => matches(heading, 'footer.offices', locale))) {
        problems.push(`footer: no heading “${t('footer.offices')}” among ${JSON.stringify(headings)}`);
      }
      const copyright = footer.find('p').filter((_, p) => matches($(p).text(), 'footer.copyright', locale));
      if (copyright.length === 0) problems.push(`footer: no copyright line “${t('footer.copyright')}”`);
    }
    $('a[rel="prev"]').each((_, link) => expectText('pagination “previous”', $(link).text(), 'pagination.previous'));
    $('a[rel="next"]').each((_, link) => expectText('pagination “next”', $(link).text(), 'pagination.next'));
  }

  // No interface string of the other language, unless marked as such with `lang`: one walk over the body, knowing
  // each element's language and whether it is frame (outside <main>, or a nav or visually hidden text inside it).
  const foreign = foreignFrameMessages(locale);
  const report = (element: Element, where: string, text: string, lang: string) => {
    const value = normalize(text);
    if (value === '' || value.length > 200 || lang !== iso) return;
    const hit = foreign.find(({ pattern }) => pattern.test(value));
    if (!hit) return;
    const other = otherLocale(locale);
    problems.push(
      `${describe(element)} ${where}: “${value}” is the ${other} text of ${hit.key} (expected “${t(hit.key)}”)`,
    );
  };
  const walk = (element: Element, lang: string, frameText: boolean, inMain: boolean) => {
    if (SKIPPED.has(element.tagName)) return;
    const attributes = element.attribs;
    const ownLang = attributes.lang ?? lang;
    const main = inMain || element.tagName === 'main';
    const hidden = (attributes.class ?? '').split(/\s+/).includes('visually-hidden');
    const isFrame = !main || frameText || element.tagName === 'nav' || hidden;
    if (isFrame) report(element, 'text', ownText($, element), ownLang);
    for (const attribute of TEXT_ATTRIBUTES) {
      const value = attributes[attribute];
      if (value !== undefined) report(element, attribute, value, ownLang);
    }
    for (const child of element.children)
      if (child.type === 'tag') walk(child as Element, ownLang, isFrame && main, main);
  };
  const body = $('body').get(0);
  if (body) walk(body, $('html').attr('lang') ?? '', false, false);
  return [...new Set(problems)];
}

const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);

function describe(element: Element): string {
  const id = element.attribs.id;
  const className = (element.attribs.class ?? '').split(/\s+/).filter(Boolean)[0];
  return `<${element.tagName}${id ? `#${id}` : ''}${className ? `.${className}` : ''}>`;
}

/** The element's text when it holds text itself (a label, a link, a heading), else '' (containers are skipped). */
function ownText($: CheerioAPI, element: Element): string {
  const holdsText = (element.children as AnyNode[]).some(
    (child) => child.type === 'text' && (child as Text).data.trim() !== '',
  );
  return holdsText ? $(element).text() : '';
}
