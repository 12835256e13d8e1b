import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { Pagination } from '../../src/components/page/Pagination.js';
import { pageWindow } from '../../src/page-kit/paginate.js';
import { renderInSite } from './render-in-site.js';

describe('a list page’s pagination', () => {
  it('links the first and last pages and two either side of the current one, with a gap for pages left out', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 1622)).toEqual([1, 2, 3, null, 1622]);
    // One page left out is shown instead of a gap.
    expect(pageWindow(5, 1622)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 1622]);
    expect(pageWindow(800, 1622)).toEqual([1, null, 798, 799, 800, 801, 802, null, 1622]);
    expect(pageWindow(1622, 1622)).toEqual([1, null, 1620, 1621, 1622]);
    for (let total = 1; total <= 40; total++) {
      for (let page = 1; page <= total; page++) {
        const shown = pageWindow(page, total);
        expect(shown.length, `${page}/${total}`).toBeLessThanOrEqual(9);
        const numbers = shown.filter((n) => n !== null);
        expect(numbers, `${page}/${total}`).toEqual([...numbers].sort((a, b) => a - b));
        expect(numbers, `${page}/${total}`).toContain(page);
      }
    }
  });

  it('renders the window, marks the current page, and keeps previous and next', () => {
    const $ = load(
      renderInSite(
        <Pagination
          pagination={{
            page: 800,
            total: 1622,
            listRoute: 'business-intelligence-news',
            pageRoute: 'business-intelligence-news-page-page',
          }}
        />,
        'fr',
      ),
    );
    const links = $('nav.pagination a')
      .toArray()
      .map((link) => $(link).text());
    expect(links).toEqual([expect.any(String), '1', '798', '799', '800', '801', '802', '1622', expect.any(String)]);
    expect($('a[rel="prev"]').attr('href')).toBe('/intelligence-affaire/actualites/page/799/');
    expect($('a[rel="next"]').attr('href')).toBe('/intelligence-affaire/actualites/page/801/');
    expect($('a[aria-current="page"]').text()).toBe('800');
    expect($('li[aria-hidden="true"]')).toHaveLength(2);
    expect($('nav.pagination').text()).toContain('800');
  });
});
