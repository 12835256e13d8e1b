import type { Bilingual } from '../lib/localized.js';

/** A warm two-tone background for portraits. */
export interface WarmBackground {
  name: Bilingual;
  from: string;
  to: string;
}

export const warmBackgrounds: readonly WarmBackground[] = [
  { name: { fr: 'terracotta', en: 'terracotta' }, from: '#c8674a', to: '#eeb08f' },
  { name: { fr: 'ocre', en: 'ochre' }, from: '#c48a2c', to: '#ecc77a' },
  { name: { fr: 'pêche', en: 'peach' }, from: '#e49d7a', to: '#f7d9c2' },
  { name: { fr: 'sable', en: 'sand' }, from: '#cfb083', to: '#f1e4cc' },
  { name: { fr: 'rose poudré', en: 'dusty rose' }, from: '#cf8a86', to: '#f2d0c8' },
  { name: { fr: 'ambre', en: 'amber' }, from: '#c97a30', to: '#f0bf7a' },
  { name: { fr: 'brique', en: 'brick' }, from: '#9c4636', to: '#d98a6a' },
  { name: { fr: 'miel', en: 'honey' }, from: '#cf9a36', to: '#f3d796' },
  { name: { fr: 'corail', en: 'coral' }, from: '#d66e55', to: '#f4b9a0' },
  { name: { fr: 'caramel', en: 'caramel' }, from: '#a96b3c', to: '#e2b486' },
];

/** A four-colour palette for landscape images: deep, mid, light and an accent. */
export interface Palette {
  name: Bilingual;
  deep: string;
  mid: string;
  light: string;
  accent: string;
}

export const palettes: readonly Palette[] = [
  { name: { fr: 'bleu marine et laiton', en: 'navy and brass' }, deep: '#14213d', mid: '#2b3f63', light: '#cfd6e0', accent: '#c9a227' },
  { name: { fr: 'vert forêt et sauge', en: 'forest green and sage' }, deep: '#1d3b2f', mid: '#3e6b56', light: '#cddbc8', accent: '#e0b25a' },
  { name: { fr: 'bordeaux et sable', en: 'burgundy and sand' }, deep: '#4a1626', mid: '#7d2e3f', light: '#eadcc6', accent: '#d6a25e' },
  { name: { fr: 'ardoise et cuivre', en: 'slate and copper' }, deep: '#2c3440', mid: '#55606e', light: '#d9dde2', accent: '#c06a3b' },
  { name: { fr: 'bleu sarcelle et sable', en: 'teal and sand' }, deep: '#0f3d40', mid: '#27686b', light: '#e6dcc8', accent: '#e3a857' },
  { name: { fr: 'aubergine et rose poudré', en: 'aubergine and blush' }, deep: '#2d1b33', mid: '#5a3a63', light: '#f0d9d6', accent: '#d98c7a' },
  { name: { fr: 'anthracite et ambre', en: 'charcoal and amber' }, deep: '#1f1f24', mid: '#3f3f48', light: '#dedad2', accent: '#e39b2d' },
  { name: { fr: 'bleu acier et brume', en: 'steel blue and mist' }, deep: '#1e3a52', mid: '#4b7391', light: '#dde7ee', accent: '#f2c14e' },
  { name: { fr: 'terracotta et crème', en: 'terracotta and cream' }, deep: '#5c2a1c', mid: '#b05a3c', light: '#f3e6d3', accent: '#2f5d62' },
  { name: { fr: 'olive et ocre', en: 'olive and ochre' }, deep: '#2f3420', mid: '#5f6b3a', light: '#ece4c8', accent: '#d39b2a' },
];

/** Mixes two `#rrggbb` colours; `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const channel = (hex: string, index: number): number => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const parts = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - amount) + channel(b, i) * amount));
  return `#${parts.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
