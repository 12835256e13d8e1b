import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/components/button/Button.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Button', () => {
  it('uses the beige-100 theme and puts its icon on the right by default', () => {
    const $ = load(renderToString(<Button icon={{ group: 'ui', name: 'arrow' }}>Nous joindre</Button>));
    const button = $('button');
    expect(button.attr('type')).toBe('button');
    expect(button.attr('class')).toBe('button button--beige-100 button--icon-right');
    expect(
      button
        .children()
        .map((_, child) => $(child).attr('class'))
        .get(),
    ).toEqual(['button__label', 'icon']);
    expect(button.find('svg').attr('data-icon')).toBe('ui/arrow');
    expect(button.find('svg').attr('aria-hidden')).toBe('true');
    expect(button.find('svg path').length).toBeGreaterThan(0);
  });

  it('takes another theme and puts the icon on the left when asked', () => {
    const $ = load(
      renderToString(
        <Button theme="navy-900" icon={{ group: 'ui', name: 'download' }} iconPosition="left">
          Télécharger
        </Button>,
      ),
    );
    expect($('button').attr('class')).toBe('button button--navy-900 button--icon-left');
    expect($('button').children().first().is('svg')).toBe(true);
  });

  it('renders a link with href, keeping the link attributes', () => {
    const $ = load(
      renderToString(
        <Button href="/contact/" hrefLang="fr-CA">
          Nous joindre
        </Button>,
      ),
    );
    expect($('a').attr('href')).toBe('/contact/');
    expect($('a').attr('hreflang')).toBe('fr-CA');
    expect($('a').attr('class')).toBe('button button--beige-100');
    expect($('button')).toHaveLength(0);
  });

  it('names an icon-only button with its label, without error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const $ = load(renderToString(<Button icon={{ group: 'ui', name: 'close' }} label="Fermer" />));
    expect($('button').attr('aria-label')).toBe('Fermer');
    expect($('button').attr('class')).toContain('button--icon-only');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a console error for an icon-only button without an accessible label', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderToString(<Button icon={{ group: 'ui', name: 'search' }} />);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/icon-only button needs a label/);
  });
});
