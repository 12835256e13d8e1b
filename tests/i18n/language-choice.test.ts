import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  languageCookie,
  languageHome,
  readLanguageCookie,
  rootLanguageDecision,
  rootRedirectTarget,
  switchedLanguage,
} from '../../src/i18n/language-choice.js';
import { buildPath } from '../../src/routing/build-path.js';

describe('chooseLanguage', () => {
  it.each([
    [{ cookie: 'en', navigatorLanguages: ['fr-CA'] }, 'en'],
    [{ cookie: 'fr', navigatorLanguages: ['en-US'] }, 'fr'],
    [{ cookie: 'de', navigatorLanguages: ['en-US'] }, 'en'],
    [{ cookie: 'EN', navigatorLanguages: [] }, 'fr'],
    [{ cookie: '', navigatorLanguages: ['en'] }, 'en'],
    [{ cookie: null, navigatorLanguages: ['es-MX', 'en-CA', 'fr-CA'] }, 'en'],
    [{ navigatorLanguages: ['de-DE', 'fr'] }, 'fr'],
    [{ navigatorLanguages: ['EN-gb'] }, 'en'],
    [{ navigatorLanguages: ['en_CA'] }, 'en'],
    [{ navigatorLanguages: ['eng', 'french'] }, 'fr'],
    [{ navigatorLanguages: ['de', 'es'] }, 'fr'],
    [{ navigatorLanguages: [] }, 'fr'],
  ] as const)('%j -> %s', (signals, expected) => {
    expect(chooseLanguage(signals)).toBe(expected);
  });
});

describe('rootRedirectTarget', () => {
  it.each([
    ['/', 'en', '/en/'],
    ['/?utm_source=x', 'en', '/en/?utm_source=x'],
    ['/#top', 'en', '/en/#top'],
    ['/', 'fr', null],
    ['/en/', 'fr', null],
    ['/en/', 'en', null],
    ['/contact/', 'en', null],
    ['/en/team/', 'fr', null],
    ['/equipe/marie/', 'en', null],
  ] as const)('%s with %s -> %s', (path, choice, expected) => {
    expect(rootRedirectTarget(path, buildPath('index', choice))).toBe(expected);
  });
});

describe('language cookie', () => {
  it('lasts 365 days', () => {
    expect(LANGUAGE_COOKIE).toBe('i18n_redirected');
    expect(LANGUAGE_COOKIE_MAX_AGE).toBe(31_536_000);
  });

  it.each(['fr', 'en'] as const)('stores %s for the whole site', (locale) => {
    expect(languageCookie(locale)).toBe(`i18n_redirected=${locale}; path=/; max-age=31536000; SameSite=Lax`);
  });

  it.each([
    ['i18n_redirected=en', 'en'],
    ['a=1; i18n_redirected=fr; b=2', 'fr'],
    ['xi18n_redirected=en; i18n_redirected_old=en', null],
    ['', null],
  ])('reads %j -> %s', (cookies, expected) => {
    expect(readLanguageCookie(cookies)).toBe(expected);
  });

  it('round-trips through chooseLanguage', () => {
    const stored = languageCookie('en').split(';')[0] as string;
    expect(chooseLanguage({ cookie: readLanguageCookie(stored), navigatorLanguages: ['fr-CA'] })).toBe('en');
  });
});

describe('languageHome', () => {
  it.each(['fr', 'en'] as const)('is the index route of %s', (locale) => {
    expect(languageHome(locale)).toBe(buildPath('index', locale));
  });
});

describe('switchedLanguage (a link followed from a page in another language)', () => {
  const site = 'https://www.example.test';
  it.each([
    [`${site}/`, `${site}/en/`, 'fr'],
    [`${site}/`, `${site}/en/team/?q=1`, 'fr'],
    [`${site}/en/team/`, `${site}/equipe/`, 'en'],
    [`${site}/`, `${site}/equipe/`, null],
    [`${site}/en/`, `${site}/en/team/`, null],
    [`${site}/`, 'https://www.google.com/search?q=en', null],
    [`${site}/`, `${site}/enfants/`, null],
    [`${site}/`, '', null],
  ] as const)('%s from %j -> %s', (url, referrer, expected) => {
    expect(switchedLanguage(url, referrer)).toBe(expected);
  });
});

describe('rootLanguageDecision (the script first in the head of /, and the client)', () => {
  const visit = { url: 'https://www.example.test/', referrer: '', cookies: '', navigatorLanguages: ['fr-CA'] };
  it('keeps a French browser on /', () => {
    expect(rootLanguageDecision(visit)).toEqual({ cookie: null, redirect: null });
  });

  it('sends an English browser to /en/ with the query string and hash', () => {
    expect(
      rootLanguageDecision({
        ...visit,
        url: 'https://www.example.test/?utm_source=x#top',
        navigatorLanguages: ['en-CA', 'fr'],
      }),
    ).toEqual({
      cookie: null,
      redirect: '/en/?utm_source=x#top',
    });
  });

  it('follows the stored choice before the browser languages', () => {
    expect(
      rootLanguageDecision({ ...visit, cookies: 'i18n_redirected=en', navigatorLanguages: ['fr-CA'] }).redirect,
    ).toBe('/en/');
    expect(
      rootLanguageDecision({ ...visit, cookies: 'i18n_redirected=fr', navigatorLanguages: ['en-CA'] }).redirect,
    ).toBeNull();
  });

  it('keeps and remembers French for an English browser that came with the switcher, even against a stored English choice', () => {
    expect(
      rootLanguageDecision({
        ...visit,
        referrer: 'https://www.example.test/en/team/',
        cookies: 'i18n_redirected=en',
        navigatorLanguages: ['en-CA'],
      }),
    ).toEqual({
      cookie: languageCookie('fr'),
      redirect: null,
    });
  });

  it('does nothing on other pages', () => {
    expect(
      rootLanguageDecision({ ...visit, url: 'https://www.example.test/equipe/', navigatorLanguages: ['en'] }),
    ).toEqual({ cookie: null, redirect: null });
  });
});
