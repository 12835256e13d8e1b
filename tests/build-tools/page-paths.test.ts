import { describe, expect, it } from 'vitest';
import { PagePaths } from '../../src/site-build/page-paths.js';

describe('the paths a build wrote', () => {
  it('names the page type that wrote a path first when a second page takes it', () => {
    const paths = new PagePaths();
    expect(paths.add('/equipe/marie-tremblay/', 'employee-slug')).toBeUndefined();
    expect(paths.add('/en/team/marie-tremblay/', 'employee-slug')).toBeUndefined();
    expect(paths.add('/equipe/marie-tremblay/', 'about-slug')).toBe('employee-slug');
    expect(paths.size).toBe(2);
  });

  it('tells 100,000 different paths apart and knows each one it recorded', () => {
    const paths = new PagePaths();
    let taken = 0;
    for (let index = 0; index < 100_000; index++)
      if (paths.add(`/nouvelles/article-${index}/`, 'news-slug') !== undefined) taken++;
    expect(taken).toBe(0);
    expect(paths.size).toBe(100_000);
    expect(paths.has('/nouvelles/article-99999/')).toBe(true);
    expect(paths.has('/nouvelles/article-100000/')).toBe(false);
  });
});
