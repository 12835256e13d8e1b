import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../src/components/icons/Icon.js';
import { loadIconGroup, loadedIconMarkup } from '../../src/components/icons/icon-loader.js';
import { iconNames, type IconGroup } from '../../src/components/icons/icon-names.js';

const groups = Object.keys(iconNames) as IconGroup[];

describe('icon loader', () => {
  it('has the groups of the specification, each with its icons', () => {
    expect(groups).toEqual(['logo', 'pattern', 'socials', 'ui']);
    expect(iconNames.pattern).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(iconNames.socials).toEqual(['facebook', 'instagram', 'linkedin', 'tiktok', 'x', 'youtube']);
    expect(iconNames.ui).toHaveLength(16);
  });

  it('loads a group with the markup of every icon it names, and nothing else', async () => {
    for (const group of groups) {
      const markup = await loadIconGroup(group);
      expect(Object.keys(markup).sort(), group).toEqual([...iconNames[group]].sort());
      for (const [name, svg] of Object.entries(markup))
        expect(svg, `${group}/${name}`).toMatch(/^<(path|circle|rect) /);
    }
  });

  it('loads a group once', async () => {
    expect(await loadIconGroup('ui')).toBe(await loadIconGroup('ui'));
  });

  it('rejects an unknown group and throws for an unknown icon', async () => {
    await expect(loadIconGroup('emoji')).rejects.toThrow('Unknown icon group "emoji"');
    expect(() => loadedIconMarkup('ui', 'hamburger')).toThrow('Unknown icon "ui/hamburger"');
    expect(() => loadedIconMarkup('socials', 'search')).toThrow('Unknown icon "socials/search"');
  });
});

describe('Icon', () => {
  it('renders its SVG inline on the server, decorative by default', () => {
    const html = renderToString(<Icon group="socials" name="linkedin" />);
    const svg = load(html)('svg');
    expect(svg.attr('viewBox')).toBe('0 0 24 24');
    expect(svg.attr('aria-hidden')).toBe('true');
    expect(svg.attr('role')).toBeUndefined();
    expect(svg.attr('stroke')).toBe('currentColor');
    expect(html).toContain(`>${loadedIconMarkup('socials', 'linkedin')}</svg>`);
  });

  it('is an image named by its label when it has one', () => {
    const $ = load(renderToString(<Icon group="ui" name="info" label="Information" />));
    expect($('svg').attr('role')).toBe('img');
    expect($('svg').attr('aria-label')).toBe('Information');
    expect($('svg').attr('aria-hidden')).toBeUndefined();
  });

  it('fails to render an unknown icon', () => {
    const unknown = { group: 'ui', name: 'hamburger' } as unknown as Parameters<typeof Icon>[0];
    expect(() => renderToString(<Icon {...unknown} />)).toThrow('Unknown icon "ui/hamburger"');
  });
});
