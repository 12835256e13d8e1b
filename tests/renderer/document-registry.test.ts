import { describe, expect, it } from 'vitest';
import { createDocumentRegistry } from '../../src/content-model/documents.js';

const sources = {
  '/content-queries/fragments/image.graphql':
    'fragment Image on FileField { url ...Focal }\nfragment Focal on FileField { focalPoint { x y } }',
  '/content-queries/fragments/unused.graphql': 'fragment Unused on FileField { id }',
  '/content-queries/page-home.graphql':
    'query PageHome($locale: SiteLocale) { pageHome(locale: $locale) { heroImage { ...Image } } }',
};

describe('content query documents', () => {
  const document = createDocumentRegistry(sources);

  it('appends the fragments a document uses, transitively, and no others', () => {
    const text = document('page-home');
    expect(text).toContain('fragment Image on FileField');
    expect(text).toContain('fragment Focal on FileField');
    expect(text).not.toContain('Unused');
  });

  it('names the missing document or fragment', () => {
    expect(() => document('page-about')).toThrow('content-queries/page-about.graphql');
    const broken = createDocumentRegistry({ '/content-queries/x.graphql': 'query X { pageHome { ...Missing } }' });
    expect(() => broken('x')).toThrow('unknown fragment Missing');
  });
});
