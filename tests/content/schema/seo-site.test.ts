import { describe, expect, it } from 'vitest';
import { query } from './content-query.js';

const meta = (kind: 'name' | 'property', key: string, content: string): unknown => ({
  tag: 'meta',
  attributes: { [kind]: key, content },
  content: null,
});

describe('_seoMetaTags', () => {
  it("builds the tags from the record's seo field and the site's global SEO", async () => {
    expect(
      await query(
        '{ singleNews(filter: { id: { eq: "news-fiscal-2025" } }) { _seoMetaTags { tag attributes content } } }',
      ),
    ).toEqual({
      singleNews: {
        _seoMetaTags: [
          { tag: 'title', attributes: null, content: 'Budget 2025 pour les entreprises | Lavoie Avocats' },
          meta('property', 'og:title', 'Budget 2025 pour les entreprises'),
          meta('name', 'twitter:title', 'Budget 2025 pour les entreprises'),
          meta('name', 'description', 'Notre lecture du budget fédéral 2025.'),
          meta('property', 'og:description', 'Notre lecture du budget fédéral 2025.'),
          meta('name', 'twitter:description', 'Notre lecture du budget fédéral 2025.'),
          meta('property', 'og:image', '/uploads/hero-montreal.jpg'),
          meta('property', 'og:image:width', '960'),
          meta('property', 'og:image:height', '640'),
          meta('name', 'twitter:image', '/uploads/hero-montreal.jpg'),
          meta('property', 'og:locale', 'fr_CA'),
          meta('property', 'og:type', 'article'),
          meta('property', 'og:site_name', 'Lavoie Avocats'),
          meta('property', 'article:modified_time', '2025-03-12T16:30:00-04:00'),
          meta('name', 'twitter:card', 'summary'),
          meta('name', 'twitter:site', '@lavoieavocats'),
          meta('property', 'article:publisher', 'https://www.facebook.com/lavoieavocats'),
        ],
      },
    });
  });

  it('falls back to the title, the excerpt and the site fallback image, in the requested locale', async () => {
    const data = await query(`{
      singleNews(locale: en_CA, filter: { id: { eq: "news-fiscal-2025" } }) { _seoMetaTags { tag attributes content } }
      analysis: singleCasesAnalysis { fr: _seoMetaTags(locale: fr_CA) { tag attributes content } }
    }`);
    expect(data).toMatchObject({
      singleNews: {
        _seoMetaTags: expect.arrayContaining([
          { tag: 'title', attributes: null, content: 'Federal budget 2025: what changes | Lavoie Lawyers' },
          meta('name', 'description', 'The main tax measures for businesses.'),
          meta('property', 'og:locale', 'en_CA'),
          meta('name', 'twitter:card', 'summary_large_image'),
        ]),
      },
      analysis: {
        fr: expect.arrayContaining([
          { tag: 'title', attributes: null, content: 'Chaîne d’approvisionnement : un cas d’école | Lavoie Avocats' },
          meta('name', 'description', 'Cabinet d’avocats d’affaires à Montréal et à Québec.'),
          meta('property', 'og:image', '/uploads/hero-montreal.jpg'),
        ]),
      },
    });
  });

  it("uses an employee's name and photo", async () => {
    const data = await query(
      '{ singleEmployee(filter: { id: { eq: "emp-marie-tremblay" } }) { _seoMetaTags { tag attributes content } } }',
    );
    expect(data).toMatchObject({
      singleEmployee: {
        _seoMetaTags: expect.arrayContaining([
          { tag: 'title', attributes: null, content: 'Marie Tremblay | Lavoie Avocats' },
          meta('property', 'og:image', '/uploads/portrait-marie-tremblay.jpg'),
        ]),
      },
    });
  });
});

describe('_site', () => {
  it('gives the locales, the global SEO of a locale and the favicon', async () => {
    expect(
      await query(`{
        _site {
          locales
          noIndex
          favicon { url width }
          globalSeo { siteName titleSuffix twitterAccount facebookPageUrl fallbackSeo { title description twitterCard noIndex image { url alt } } }
          en: globalSeo(locale: en_CA) { siteName fallbackSeo { title } }
        }
      }`),
    ).toEqual({
      _site: {
        locales: ['fr_CA', 'en_CA'],
        noIndex: false,
        favicon: { url: '/uploads/favicon.png', width: 32 },
        globalSeo: {
          siteName: 'Lavoie Avocats',
          titleSuffix: ' | Lavoie Avocats',
          twitterAccount: '@lavoieavocats',
          facebookPageUrl: 'https://www.facebook.com/lavoieavocats',
          fallbackSeo: {
            title: 'Lavoie Avocats',
            description: 'Cabinet d’avocats d’affaires à Montréal et à Québec.',
            twitterCard: 'summary_large_image',
            noIndex: null,
            image: { url: '/uploads/hero-montreal.jpg', alt: 'Le centre-ville de Montréal au crépuscule' },
          },
        },
        en: { siteName: 'Lavoie Lawyers', fallbackSeo: { title: 'Lavoie Lawyers' } },
      },
    });
  });

  it('builds the favicon tags of each variant', async () => {
    const link = (rel: string, size: number): unknown => ({
      tag: 'link',
      attributes: {
        rel,
        sizes: `${size}x${size}`,
        href: `/uploads/favicon.png?h=${size}&w=${size}`,
        type: 'image/png',
      },
      content: null,
    });
    expect(await query('{ _site { faviconMetaTags { tag attributes content } } }')).toEqual({
      _site: { faviconMetaTags: [link('icon', 16), link('icon', 32), link('icon', 96), link('icon', 192)] },
    });
    const data = await query(
      '{ _site { faviconMetaTags(variants: [appleTouchIcon, msApplication]) { tag attributes } } }',
    );
    expect(data).toMatchObject({
      _site: {
        faviconMetaTags: expect.arrayContaining([
          {
            tag: 'link',
            attributes: {
              rel: 'apple-touch-icon',
              sizes: '180x180',
              href: '/uploads/favicon.png?h=180&w=180',
              type: 'image/png',
            },
          },
          {
            tag: 'meta',
            attributes: { name: 'msapplication-wide310x150logo', content: '/uploads/favicon.png?h=150&w=310' },
          },
        ]),
      },
    });
  });
});
