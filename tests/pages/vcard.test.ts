import { describe, expect, it } from 'vitest';
import { contactCard } from '../../src/vcard/contact-card.js';
import { escapeText, structuredValue } from '../../src/vcard/escape.js';
import { foldLine } from '../../src/vcard/fold.js';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('vCard text values', () => {
  it('escape backslash, comma and semicolon, and write newlines as \\n', () => {
    expect(escapeText('a\\b, c; d\ne')).toBe('a\\\\b\\, c\\; d\\ne');
    expect(structuredValue(['1155, rue Metcalfe', 'Montréal', null])).toBe('1155\\, rue Metcalfe;Montréal;');
  });

  it('compose accents (NFC), so a folded line never splits a letter from its accent', () => {
    expect(escapeText('Mont\u0065\u0301al')).toBe('Mont\u00e9al');
  });
});

describe('vCard line folding', () => {
  it('leaves lines of 75 octets or less alone', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
  });

  it('folds at 75 octets, continuation lines starting with one space and holding 74 more', () => {
    const folded = foldLine('x'.repeat(200)).split('\r\n');
    expect(folded.map(octets)).toEqual([75, 75, 52]);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
  });

  it('never splits a multi-byte character', () => {
    const line = `NOTE:${'é'.repeat(80)}`;
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('counts a character beyond the Basic Multilingual Plane as 4 octets and keeps it whole', () => {
    const line = `NOTE:${'🎉é'.repeat(30)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.map(octets)).toEqual([75, 75, 37]);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('contactCard', () => {
  const card = contactCard({
    givenName: 'Élise',
    familyName: 'Côté',
    title: 'Associée, notaire',
    organization: 'Carrier Beaumont Lessard',
    workPhone: '+14185550100',
    cellPhone: null,
    email: 'elise.cote@example.test',
    address: {
      street: '925, Grande Allée Ouest, bureau 400',
      city: 'Québec',
      region: 'QC',
      postalCode: 'G1S 1C1',
      country: 'Canada',
    },
    url: 'https://www.example.test/equipe/elise-cote/',
    linkedinUrl: null,
  });

  it('is a vCard 3.0 with CRLF line endings only', () => {
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('names the person, their title and organisation, phones, email, address and page', () => {
    const lines = card.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('N:Côté;Élise;;;');
    expect(lines).toContain('FN:Élise Côté');
    expect(lines).toContain('TITLE:Associée\\, notaire');
    expect(lines).toContain('ORG:Carrier Beaumont Lessard');
    expect(lines).toContain('TEL;TYPE=WORK,VOICE:+14185550100');
    expect(lines.some((line) => line.startsWith('TEL;TYPE=CELL'))).toBe(false);
    expect(lines).toContain('EMAIL;TYPE=INTERNET,WORK:elise.cote@example.test');
    expect(lines).toContain('ADR;TYPE=WORK:;;925\\, Grande Allée Ouest\\, bureau 400;Québec;QC;G1S 1C1;Canada');
    expect(lines).toContain('URL:https://www.example.test/equipe/elise-cote/');
  });
});
