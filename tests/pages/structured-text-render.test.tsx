import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { StructuredText } from '../../src/components/content/StructuredText.js';
import type { ContentBlockData, StructuredTextData } from '../../src/content-model/content-data.js';
import type { Mark, Span } from '../../src/content-model/dast/dast-document.js';
import type { ImageFragment } from '../../src/content-model/generated/content-documents.js';
import { renderInSite } from '../components/render-in-site.js';

const image: ImageFragment = {
  id: 'img',
  url: '/uploads/figure.jpg',
  alt: 'Une figure',
  title: null,
  width: 800,
  height: 600,
  format: 'jpg',
  md5: 'a3f1',
  focalPoint: null,
  responsiveImage: null,
  video: null,
};

const span = (value: string, marks?: Mark[]): Span => ({ type: 'span', value, ...(marks ? { marks } : {}) });

const blocks: ContentBlockData[] = [
  { __typename: 'ImageBlockRecord', id: 'b-image', image, caption: 'Légende' },
  {
    __typename: 'VideoBlockRecord',
    id: 'b-video',
    video: {
      ...image,
      video: {
        muxPlaybackId: 'p',
        muxAssetId: 'a',
        mp4Url: '/uploads/tour.mp4',
        streamingUrl: 'https://stream.example.test/p.m3u8',
      },
    },
    caption: null,
  },
  { __typename: 'QuoteBlockRecord', id: 'b-quote', quote: 'Citer, c’est choisir.', attribution: 'Marie Tremblay' },
  {
    __typename: 'CtaBlockRecord',
    id: 'b-cta',
    title: 'Parlons-en',
    text: null,
    links: [
      {
        __typename: 'LinkInternalRecord',
        id: 'l1',
        label: 'Nous joindre',
        query: null,
        link: { __typename: 'PageContactRecord', id: 'contact', title: 'Contact' },
      },
    ],
  },
];

const document: StructuredTextData = {
  value: {
    schema: 'dast',
    document: {
      type: 'root',
      children: [
        { type: 'heading', level: 2, children: [span('Contexte')] },
        {
          type: 'paragraph',
          children: [
            span('Voir '),
            { type: 'itemLink', item: 'pa', children: [span('le litige')] },
            span(' et '),
            { type: 'inlineItem', item: 'emp' },
          ],
        },
        { type: 'heading', level: 4, children: [span('Détail')] },
        {
          type: 'list',
          style: 'numbered',
          children: [{ type: 'listItem', children: [{ type: 'paragraph', children: [span('Un', ['strong'])] }] }],
        },
        { type: 'blockquote', attribution: 'Source', children: [{ type: 'paragraph', children: [span('Cité')] }] },
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: 'https://www.barreau.qc.ca/', children: [span('Barreau')] },
            span(' · '),
            { type: 'link', url: '/contact/', children: [span('contact')] },
          ],
        },
        { type: 'paragraph', children: [span('ligne 1\nligne 2')] },
        ...blocks.map((block) => ({ type: 'block' as const, item: block.id })),
      ],
    },
  },
  blocks,
  links: [
    { __typename: 'SinglePracticeAreaRecord', id: 'pa', slug: 'litige', title: 'Litige' },
    { __typename: 'SingleEmployeeRecord', id: 'emp', slug: 'marie-tremblay', firstName: 'Marie', lastName: 'Tremblay' },
  ],
};

describe('StructuredText', () => {
  const $ = load(renderInSite(<StructuredText data={document} />));

  it('renders headings without gaps, lists as lists, quotes as figures, and marks', () => {
    expect($('.prose > h2').first().text()).toBe('Contexte');
    expect($('h3').first().text()).toBe('Détail');
    expect($('ol > li strong').text()).toBe('Un');
    expect($('figure.quote blockquote p').first().text()).toBe('Cité');
    expect($('figure.quote figcaption').first().text()).toBe('Source');
    expect($('br')).toHaveLength(1);
  });

  it('links records through the record resolver, in the page language', () => {
    expect($('a:contains("le litige")').attr('href')).toBe('/champs-de-pratique/litige/');
    expect($('a:contains("Marie Tremblay")').attr('href')).toBe('/equipe/marie-tremblay/');
    const en = load(renderInSite(<StructuredText data={document} />, 'en'));
    expect(en('a:contains("le litige")').attr('href')).toBe('/en/practice-areas/litige/');
    expect(en('.cta a').attr('href')).toBe('/en/contact/');
  });

  it('opens other sites in a new tab and keeps site links in it', () => {
    expect($('a[href="https://www.barreau.qc.ca/"]').attr('target')).toBe('_blank');
    expect($('a[href="/contact/"]').attr('target')).toBeUndefined();
  });

  it('embeds image, video, quote and call-to-action blocks', () => {
    expect($('figure.block-image img').attr('alt')).toBe('Une figure');
    expect($('figure.block-image figcaption').text()).toBe('Légende');
    expect($('figure.block-video video source[type="video/mp4"]').attr('src')).toBe('/uploads/tour.mp4');
    expect($('figure#b-quote blockquote').text()).toBe('Citer, c’est choisir.');
    expect($('aside.cta h2').text()).toBe('Parlons-en');
    expect($('aside.cta a').attr('href')).toBe('/contact/');
  });
});
