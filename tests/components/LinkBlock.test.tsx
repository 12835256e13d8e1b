import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { LinkBlock } from '../../src/components/links/LinkBlock.js';
import { renderInSite } from './render-in-site.js';

describe('LinkBlock', () => {
  it('links an internal record through the record resolver, with its query, in the page language', () => {
    const link = {
      __typename: 'LinkInternalRecord' as const,
      id: 'l1',
      label: 'Équipe',
      query: '?office=montreal',
      link: { __typename: 'PageTeamRecord' as const, id: 'page-team', title: 'Équipe' },
    };
    expect(load(renderInSite(<LinkBlock link={link} />, 'fr'))('a').attr('href')).toBe('/equipe/?office=montreal');
    expect(load(renderInSite(<LinkBlock link={link} />, 'en'))('a').attr('href')).toBe('/en/team/?office=montreal');
  });

  it('marks the current page and the current section in a navigation', () => {
    const link = {
      __typename: 'LinkInternalRecord' as const,
      id: 'l1',
      label: 'Équipe',
      query: null,
      link: { __typename: 'PageTeamRecord' as const, id: 'p', title: 'Équipe' },
    };
    expect(load(renderInSite(<LinkBlock link={link} currentPath="/equipe/" />))('a').attr('aria-current')).toBe('page');
    expect(
      load(renderInSite(<LinkBlock link={link} currentPath="/equipe/julie-gauthier/" />))('a').attr('aria-current'),
    ).toBe('true');
    expect(
      load(renderInSite(<LinkBlock link={link} currentPath="/contact/" />))('a').attr('aria-current'),
    ).toBeUndefined();
  });

  it('links an anchor to its block id and a download to its file', () => {
    const anchor = load(
      renderInSite(
        <LinkBlock link={{ __typename: 'LinkAnchorRecord', id: 'a', label: 'Tarifs', blockId: 'tarifs' }} />,
      ),
    );
    expect(anchor('a').attr('href')).toBe('#tarifs');
    const download = load(
      renderInSite(
        <LinkBlock
          link={{
            __typename: 'LinkDownloadRecord',
            id: 'd',
            label: 'Grille',
            file: { url: '/uploads/grille.pdf', filename: 'grille.pdf' },
          }}
        />,
      ),
    );
    expect(download('a').attr('href')).toBe('/uploads/grille.pdf');
    expect(download('a').attr('download')).toBe('grille.pdf');
    expect(download('a svg').attr('data-icon')).toBe('ui/download');
  });
});
