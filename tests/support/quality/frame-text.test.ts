import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { frameTextProblems, messagePattern } from './frame-text.js';

/** A page frame as the Layout renders it, with its strings given. */
function framedPage(lang: string, strings: Partial<Record<string, string>> = {}): string {
  const s = {
    skip: 'Aller au contenu',
    home: 'Cabinet — accueil',
    nav: 'Navigation principale',
    search: 'Recherche',
    searchLabel: 'Rechercher dans le site',
    switchText: 'English',
    switchLabel: 'Read this page in English',
    menu: 'Menu',
    offices: 'Bureaux',
    legal: 'Liens juridiques',
    copyright: '© <!-- -->2026<!-- --> <!-- -->Cabinet. Tous droits réservés.', // React splits the text nodes
    newTab: '(s’ouvre dans un nouvel onglet)',
    ...strings,
  };
  return `<!DOCTYPE html><html lang="${lang}"><head><title>t</title></head><body><div id="app">
    <a href="#main" class="skip-link">${s.skip}</a>
    <header><a href="/" class="logo" aria-label="${s.home}">Cabinet</a><button aria-controls="site-menu"><span>${s.menu}</span></button>
      <nav aria-label="${s.nav}"><ul><li><a href="/equipe/">Équipe</a></li></ul></nav>
      <details class="header-search"><summary><svg aria-hidden="true"></svg>${s.search}</summary>
        <form role="search" action="/recherche/" method="get"><label for="q">${s.searchLabel}</label><input id="q" name="q"></form></details>
      <a href="/en/" hreflang="en-CA" lang="en-CA" aria-label="${s.switchLabel}">${s.switchText}</a></header>
    <main id="main"><h1>Titre</h1><a href="https://x.example" target="_blank">X<span class="visually-hidden"> ${s.newTab}</span></a></main>
    <footer><h2 id="footer-offices">${s.offices}</h2><nav aria-label="${s.legal}"><ul><li><a href="/a/">A</a></li></ul></nav>
      <p class="copyright">${s.copyright}</p></footer></div></body></html>`;
}

describe('the frame language check', () => {
  it('passes a French frame, the language switcher being marked English', () => {
    expect(frameTextProblems(load(framedPage('fr-CA')), 'fr')).toEqual([]);
  });

  it('reports English interface text on a French page, and a frame string that differs from the catalogue', () => {
    const $ = load(
      framedPage('fr-CA', {
        skip: 'Skip to content',
        legal: 'Legal links',
        newTab: '(opens in a new tab)',
        menu: 'Menu principal',
      }),
    );
    expect(frameTextProblems($, 'fr')).toEqual([
      'skip link: “Skip to content”, expected “Aller au contenu” (a11y.skipToContent)',
      'menu button: “Menu principal”, expected “Menu” (nav.menu)',
      'legal navigation aria-label: “Legal links”, expected “Liens juridiques” (a11y.legalNavigation)',
      '<a.skip-link> text: “Skip to content” is the en text of a11y.skipToContent (expected “Aller au contenu”)',
      '<span.visually-hidden> text: “(opens in a new tab)” is the en text of a11y.openInNewTab (expected “(s’ouvre dans un nouvel onglet)”)',
      '<nav> aria-label: “Legal links” is the en text of a11y.legalNavigation (expected “Liens juridiques”)',
    ]);
  });

  it('checks an English page against the English catalogue', () => {
    const $ = load(framedPage('en-CA'));
    expect(frameTextProblems($, 'en')).toContain(
      'skip link: “Aller au contenu”, expected “Skip to content” (a11y.skipToContent)',
    );
  });

  it('matches messages with placeholders', () => {
    expect(
      messagePattern('© {year} {siteName}. Tous droits réservés.').test(
        '© 2026 Carrier Beaumont Lessard. Tous droits réservés.',
      ),
    ).toBe(true);
    expect(messagePattern('Page {page} de {total}').test('Page 2 of 3')).toBe(false);
  });
});
