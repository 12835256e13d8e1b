import { describe, expect, it } from 'vitest';
import { query } from './content-query.js';

describe('structured text fields', () => {
  it('give the DAST value, the blocks it embeds and the records it links to', async () => {
    expect(
      await query(`{
        singleNews(filter: { id: { eq: "news-fiscal-2025" } }) {
          body {
            value
            blocks { __typename ... on QuoteBlockRecord { id quote attribution _modelApiKey } }
            links { __typename ... on SingleCasesAnalysisRecord { id title } }
          }
        }
      }`),
    ).toEqual({
      singleNews: {
        body: {
          value: {
            schema: 'dast',
            document: {
              type: 'root',
              children: [
                { type: 'heading', level: 2, children: [{ type: 'span', value: 'Les mesures clés' }] },
                {
                  type: 'paragraph',
                  children: [
                    { type: 'span', value: 'Le budget modifie le ' },
                    { type: 'span', value: 'taux d’inclusion', marks: ['strong'] },
                    { type: 'span', value: '. Voir aussi ' },
                    {
                      type: 'itemLink',
                      item: 'analysis-supply-chain',
                      children: [{ type: 'span', value: 'notre analyse' }],
                    },
                    { type: 'span', value: ' et le ' },
                    {
                      type: 'link',
                      url: 'https://www.budget.canada.ca',
                      children: [{ type: 'span', value: 'site du ministère' }],
                    },
                    { type: 'span', value: '.' },
                  ],
                },
                { type: 'block', item: 'news-fiscal-quote' },
                {
                  type: 'list',
                  style: 'bulleted',
                  children: [
                    {
                      type: 'listItem',
                      children: [{ type: 'paragraph', children: [{ type: 'span', value: 'Entreprises' }] }],
                    },
                    {
                      type: 'listItem',
                      children: [{ type: 'paragraph', children: [{ type: 'span', value: 'Particuliers' }] }],
                    },
                  ],
                },
              ],
            },
          },
          blocks: [
            {
              __typename: 'QuoteBlockRecord',
              id: 'news-fiscal-quote',
              quote: 'Un budget de transition.',
              attribution: 'Marie Tremblay',
              _modelApiKey: 'quote_block',
            },
          ],
          links: [
            {
              __typename: 'SingleCasesAnalysisRecord',
              id: 'analysis-supply-chain',
              title: 'Chaîne d’approvisionnement : un cas d’école',
            },
          ],
        },
      },
    });
  });

  it('types blocks and links as String lists when the field allows none, and gives null for no value', async () => {
    expect(
      await query(`{
        singleEmployee(filter: { id: { eq: "emp-marie-tremblay" } }) {
          biography { blocks links { ... on SingleNewsRecord { slug } } }
        }
        other: singleEmployee(filter: { id: { eq: "emp-jean-gagnon" } }) { biography { blocks } }
      }`),
    ).toEqual({
      singleEmployee: { biography: { blocks: [], links: [{ slug: 'budget-federal-2025' }] } },
      other: { biography: null },
    });
  });

  it('lists each locale value in _allBodyLocales', async () => {
    expect(
      await query(`{
        pageHome { _allBodyLocales { locale value { blocks { ... on VideoBlockRecord { id } } } } }
      }`),
    ).toEqual({
      pageHome: {
        _allBodyLocales: [
          { locale: 'fr_CA', value: { blocks: [{ id: 'home-video' }] } },
          { locale: 'en_CA', value: null },
        ],
      },
    });
  });
});

describe('rich text fields', () => {
  it('give their blocks, nested blocks included, with links to records resolved', async () => {
    expect(
      await query(`{
        pageHome {
          ctas {
            __typename
            id
            title
            text
            links {
              __typename
              ... on LinkInternalRecord { label query link { __typename ... on SinglePracticeAreaRecord { slug } } }
              ... on LinkExternalRecord { label url: link }
            }
          }
        }
      }`),
    ).toEqual({
      pageHome: {
        ctas: [
          {
            __typename: 'CtaBlockRecord',
            id: 'home-cta-contact',
            title: 'Parlons de votre projet',
            text: 'Un avocat vous répond sous 24 heures.',
            links: [
              {
                __typename: 'LinkInternalRecord',
                label: 'Nos litiges',
                query: '?tab=equipe',
                link: { __typename: 'SinglePracticeAreaRecord', slug: 'litige-commercial' },
              },
              {
                __typename: 'LinkExternalRecord',
                label: 'LinkedIn',
                url: 'https://www.linkedin.com/company/lavoie-example',
              },
            ],
          },
        ],
      },
    });
  });

  it('give blocks the meta fields of their record', async () => {
    expect(await query('{ pageHome { ctas { _status _createdAt _updatedAt _isValid } } }')).toEqual({
      pageHome: {
        ctas: [
          {
            _status: 'published',
            _createdAt: '2023-01-01T09:00:00-05:00',
            _updatedAt: '2025-10-01T09:00:00-04:00',
            _isValid: true,
          },
        ],
      },
    });
  });
});
