import { describe, expect, it } from 'vitest';
import { counterpartPath } from '../../src/routing/index.js';

describe('counterpartPath', () => {
  it.each([
    ['/', '/en/'],
    ['/en/', '/'],
    ['/en', '/'],
    ['/contact/', '/en/contact/'],
    ['/a-propos/', '/en/about-us/'],
    ['/en/thought-leadership/case-studies/', '/intelligence-affaire/cas/'],
    ['/en/privacy-policy/?ref=footer#top', '/politique-de-confidentialite/'],
    ['/equipe/page/3/', '/en/team/page/3/'],
    ['/en/thought-leadership/news/page/2/', '/intelligence-affaire/actualites/page/2/'],
  ])('static and paginated routes map directly: %s -> %s', (path, expected) => {
    expect(counterpartPath(path)).toBe(expected);
  });

  it('uses the per-locale slugs of the record', () => {
    const alternates = { slug: { fr: 'droit-du-travail', en: 'labour-and-employment' } };
    expect(counterpartPath('/champs-de-pratique/droit-du-travail/', alternates)).toBe(
      '/en/practice-areas/labour-and-employment/',
    );
    expect(counterpartPath('/en/practice-areas/labour-and-employment/', alternates)).toBe(
      '/champs-de-pratique/droit-du-travail/',
    );
  });

  it('translates both slug and detail of a sub practice area', () => {
    const alternates = {
      slug: { fr: 'droit-du-travail', en: 'labour-and-employment' },
      detail: { fr: 'griefs', en: 'grievances' },
    };
    expect(counterpartPath('/champs-de-pratique/droit-du-travail/griefs/', alternates)).toBe(
      '/en/practice-areas/labour-and-employment/grievances/',
    );
  });

  it('translates a generic page slug', () => {
    expect(counterpartPath('/mon-texte/', { slug: { fr: 'mon-texte', en: 'my-text' } })).toBe('/en/my-text/');
  });

  it.each([
    ['/equipe/marie-tremblay/', '/en/team/'],
    ['/en/thought-leadership/major-case/x/', '/intelligence-affaire/'],
    ['/en/thought-leadership/news/some-article/', '/intelligence-affaire/actualites/'],
    ['/champs-de-pratique/droit/griefs/', '/en/practice-areas/'],
    ['/mon-texte/', '/en/'],
    ['/en/my-text/', '/'],
  ])('falls back to the nearest parameterless route without alternates: %s -> %s', (path, expected) => {
    expect(counterpartPath(path)).toBe(expected);
  });

  it('falls back when only some parameters have an alternate', () => {
    expect(counterpartPath('/champs-de-pratique/droit/griefs/', { slug: { en: 'law' } })).toBe('/en/practice-areas/');
  });

  it.each([
    ['/a/b/c/', '/en/'],
    ['/en/a/b/c/', '/'],
  ])('gives the other home page for unmatched paths: %s -> %s', (path, expected) => {
    expect(counterpartPath(path)).toBe(expected);
  });
});
