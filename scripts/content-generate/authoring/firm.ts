import type { Bilingual } from '../lib/localized.js';

/** The firm: a fictional full-service Québec business law firm. */
export const firm = {
  name: 'Carrier Beaumont Lessard',
  legalName: { fr: 'Carrier Beaumont Lessard S.E.N.C.R.L.', en: 'Carrier Beaumont Lessard LLP' } satisfies Bilingual,
  founded: 1979,
  domain: 'cblavocats.ca',
  twitter: '@CBLavocats',
  social: {
    linkedin: 'https://www.linkedin.com/company/carrier-beaumont-lessard',
    facebook: 'https://www.facebook.com/CBLavocats',
    instagram: 'https://www.instagram.com/cblavocats',
    youtube: 'https://www.youtube.com/@CBLavocats',
  },
} as const;

export type OfficeKey = 'mtl' | 'qc' | 'sher';

export interface Office {
  key: OfficeKey;
  id: string;
  name: Bilingual;
  city: string;
  address: string;
  postalCode: string;
  phone: string;
  areaCode: string;
  cellAreaCode: string;
  email: string;
  mapUrl: string;
}

export const offices: readonly Office[] = [
  {
    key: 'mtl',
    id: 'office-montreal',
    name: { fr: 'Montréal', en: 'Montréal' },
    city: 'Montréal',
    address: '1155, rue Metcalfe, bureau 2200',
    postalCode: 'H3B 2V6',
    phone: '514 555-0100',
    areaCode: '514',
    cellAreaCode: '438',
    email: 'montreal@cblavocats.ca',
    mapUrl: 'https://www.openstreetmap.org/?mlat=45.5003&mlon=-73.5705#map=17/45.5003/-73.5705',
  },
  {
    key: 'qc',
    id: 'office-quebec',
    name: { fr: 'Québec', en: 'Québec City' },
    city: 'Québec',
    address: '925, Grande Allée Ouest, bureau 400',
    postalCode: 'G1S 1C1',
    phone: '418 555-0100',
    areaCode: '418',
    cellAreaCode: '581',
    email: 'quebec@cblavocats.ca',
    mapUrl: 'https://www.openstreetmap.org/?mlat=46.7983&mlon=-71.2372#map=17/46.7983/-71.2372',
  },
  {
    key: 'sher',
    id: 'office-sherbrooke',
    name: { fr: 'Sherbrooke', en: 'Sherbrooke' },
    city: 'Sherbrooke',
    address: '455, rue King Ouest, bureau 510',
    postalCode: 'J1H 6E9',
    phone: '819 555-0100',
    areaCode: '819',
    cellAreaCode: '873',
    email: 'sherbrooke@cblavocats.ca',
    mapUrl: 'https://www.openstreetmap.org/?mlat=45.4009&mlon=-71.8991#map=17/45.4009/-71.8991',
  },
];

export function officeByKey(key: OfficeKey): Office {
  const office = offices.find((o) => o.key === key);
  if (!office) throw new Error(`Unknown office ${key}`);
  return office;
}
