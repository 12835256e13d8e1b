import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from '../../src/components/links/ExternalLink.js';
import { LinkBlock } from '../../src/components/links/LinkBlock.js';
import { renderInSite } from './render-in-site.js';

describe('ExternalLink', () => {
  it('opens in a new tab with rel=noopener and tells screen readers, in French', () => {
    const $ = load(
      renderInSite(<ExternalLink href="https://www.barreau.qc.ca/">Barreau du Québec</ExternalLink>, 'fr'),
    );
    const link = $('a');
    expect(link.attr('href')).toBe('https://www.barreau.qc.ca/');
    expect(link.attr('target')).toBe('_blank');
    expect(link.attr('rel')).toBe('noopener');
    expect(link.find('.visually-hidden').text()).toBe(' (s’ouvre dans un nouvel onglet)');
    expect(link.text()).toBe('Barreau du Québec (s’ouvre dans un nouvel onglet)');
    expect(link.find('svg[data-icon="ui/linkout"]').attr('aria-hidden')).toBe('true');
  });

  it('says it in English on English pages', () => {
    const $ = load(renderInSite(<ExternalLink href="https://www.barreau.qc.ca/en/">Quebec Bar</ExternalLink>, 'en'));
    expect($('a').attr('target')).toBe('_blank');
    expect($('a').attr('rel')).toBe('noopener');
    expect($('a .visually-hidden').text()).toBe(' (opens in a new tab)');
  });

  it('leaves the icon out on request', () => {
    const $ = load(
      renderInSite(
        <ExternalLink href="https://example.org/" icon={false}>
          x
        </ExternalLink>,
      ),
    );
    expect($('svg')).toHaveLength(0);
    expect($('.visually-hidden')).toHaveLength(1);
  });

  it('is how LinkBlock renders external link records', () => {
    const $ = load(
      renderInSite(
        <LinkBlock
          link={{ __typename: 'LinkExternalRecord', id: 'l1', label: 'OACIQ', url: 'https://www.oaciq.com/' }}
        />,
      ),
    );
    expect($('a').attr('target')).toBe('_blank');
    expect($('a').attr('rel')).toBe('noopener');
    expect($('a .visually-hidden').text()).toContain('nouvel onglet');
  });
});
