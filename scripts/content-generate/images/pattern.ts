import type { Bilingual } from '../lib/localized.js';
import { mix, type Palette } from './palettes.js';

/** Eight repeating geometric patterns (1600×900), used as backgrounds of section pages. */
interface PatternDefinition {
  name: Bilingual;
  /** The tile: its size and its content, drawn with the `fg` colour over `bg`. */
  size: [number, number];
  tile(fg: string, bg: string): string;
}

export const patterns: readonly PatternDefinition[] = [
  {
    name: { fr: 'de chevrons', en: 'chevron' },
    size: [120, 80],
    tile: (fg) => `<path d="M0 60 L60 20 L120 60" fill="none" stroke="${fg}" stroke-width="14"/>`,
  },
  {
    name: { fr: 'de points', en: 'dot' },
    size: [60, 60],
    tile: (fg) => `<circle cx="30" cy="30" r="9" fill="${fg}"/>`,
  },
  {
    name: { fr: 'de rayures diagonales', en: 'diagonal stripe' },
    size: [80, 80],
    tile: (fg) => `<path d="M-20 20 L20 -20 M0 80 L80 0 M60 100 L100 60" stroke="${fg}" stroke-width="16"/>`,
  },
  {
    name: { fr: 'de quadrillage', en: 'grid' },
    size: [80, 80],
    tile: (fg) => `<path d="M0 0 H80 M0 0 V80" fill="none" stroke="${fg}" stroke-width="6"/>`,
  },
  {
    name: { fr: 'de triangles', en: 'triangle' },
    size: [100, 86],
    tile: (fg, bg) => `<path d="M0 86 L50 0 L100 86 Z" fill="${fg}"/><path d="M25 86 L50 43 L75 86 Z" fill="${bg}"/>`,
  },
  {
    name: { fr: 'de carrés concentriques', en: 'concentric square' },
    size: [140, 140],
    tile: (fg) =>
      `<g fill="none" stroke="${fg}" stroke-width="8"><rect x="14" y="14" width="112" height="112"/><rect x="42" y="42" width="56" height="56"/></g>`,
  },
  {
    name: { fr: 'de lignes ondulées', en: 'wavy line' },
    size: [160, 48],
    tile: (fg) => `<path d="M0 24 C20 0 60 0 80 24 S140 48 160 24" fill="none" stroke="${fg}" stroke-width="9"/>`,
  },
  {
    name: { fr: 'd’hexagones', en: 'hexagon' },
    size: [104, 180],
    tile: (fg) =>
      `<path d="M52 0 L104 30 L104 90 L52 120 L0 90 L0 30 Z M52 120 L52 180" fill="none" stroke="${fg}" stroke-width="8"/>`,
  },
];

export function patternSvg(pattern: PatternDefinition, palette: Palette): string {
  const [w, h] = pattern.size;
  const bg = palette.deep;
  const fg = mix(palette.deep, palette.light, 0.18);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><defs><pattern id="tile" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${pattern.tile(fg, bg)}</pattern><radialGradient id="light" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.28"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient></defs><rect width="1600" height="900" fill="${bg}"/><rect width="1600" height="900" fill="url(#tile)"/><rect width="1600" height="900" fill="url(#light)"/></svg>`;
}

export function patternAlt(pattern: PatternDefinition, palette: Palette): Bilingual {
  return {
    fr: `Motif géométrique ${pattern.name.fr} dans des tons de ${palette.name.fr}`,
    en: `Geometric ${pattern.name.en} pattern in ${palette.name.en} tones`,
  };
}
