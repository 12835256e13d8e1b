import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordTypes } from '../../src/content-model/model/record-types.js';
import { searchLabelKeys } from '../../src/content-model/model/search-labels.js';
import { routes } from '../../src/routing/index.js';

const root = resolve(import.meta.dirname, '../..');

describe('the route table, derived from the model table', () => {
  it('has one route per model with pages, plus one per paginated list at {list}page/{page}/', () => {
    const paginated = recordTypes.filter((type) => 'paginated' in type);
    expect(paginated.length).toBeGreaterThan(0);
    expect(routes).toHaveLength(recordTypes.length + paginated.length);
    for (const type of paginated) {
      expect(routes.find((route) => route.name === `${type.route}-page-page`)).toEqual({
        name: `${type.route}-page-page`,
        page: type.route,
        paths: { fr: `${type.paths.fr}page/{page}/`, en: `${type.paths.en}page/{page}/` },
      });
    }
  });

  it('names page folders that exist', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes)
      expect(existsSync(resolve(root, 'pages', route.page, '+data.server.ts')), route.page).toBe(true);
  });

  it('gives every detail route, and no other, a search label', () => {
    const detailRoutes = routes.filter((route) => route.paths.fr.includes('{slug}')).map((route) => route.name);
    expect(Object.keys(searchLabelKeys).sort()).toEqual(detailRoutes.sort());
  });
});
