import { describe, expect, it } from 'vitest';
import { ERROR_PAGES, samplePages, type QualityPage } from './site-pages.js';

const page = (path: string, locale: 'fr' | 'en', type: QualityPage['page'], other?: string): QualityPage => ({
  path,
  file: `${path.slice(1)}index.html`,
  locale,
  page: type,
  alternatePaths: other ? { [locale === 'fr' ? 'en' : 'fr']: other, [locale]: path } : { [locale]: path },
});

describe('the page sample of the quality checks', () => {
  it('takes the first page of each type in French, its English counterpart, and lists before their pagination', () => {
    const sample = samplePages([
      page('/equipe/page/2/', 'fr', 'employee', '/en/team/page/2/'),
      page('/equipe/', 'fr', 'employee', '/en/team/'),
      page('/en/team/', 'en', 'employee', '/equipe/'),
      page('/en/team/page/2/', 'en', 'employee', '/equipe/page/2/'),
      page('/equipe/zoe/', 'fr', 'employee-slug', '/en/team/zoe/'),
      page('/equipe/alain/', 'fr', 'employee-slug'),
      page('/en/team/bob/', 'en', 'employee-slug'),
      page('/en/team/zoe/', 'en', 'employee-slug', '/equipe/zoe/'),
    ]);
    expect(sample.get('employee:fr')?.path).toBe('/equipe/');
    expect(sample.get('employee:en')?.path).toBe('/en/team/');
    expect(sample.get('employee-slug:fr')?.path).toBe('/equipe/alain/');
    expect(sample.get('employee-slug:en')?.path, 'no counterpart: the first English one').toBe('/en/team/bob/');
    expect(sample.has('index:fr')).toBe(false);
  });

  it('opens the error pages at a missing URL of each language', () => {
    expect(ERROR_PAGES.map(({ path, file, locale }) => `${locale} ${path} ${file}`)).toEqual([
      'fr /nowhere/ 404.html',
      'en /en/nowhere/ en/404.html',
    ]);
  });
});
