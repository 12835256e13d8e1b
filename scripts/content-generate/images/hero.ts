import type { Bilingual } from '../lib/localized.js';
import type { Rng } from '../lib/rng.js';
import { mix, type Palette } from './palettes.js';
import { r } from './render.js';

/**
 * Abstract landscape "photographs" (1600×900): a gradient sky, soft out-of-focus lights, one motif and a glow on
 * the focal point, which is often off centre.
 */
export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 900;

interface MotifContext {
  rng: Rng;
  p: Palette;
  /** Focal point in pixels. */
  fx: number;
  fy: number;
}

interface Motif {
  name: Bilingual;
  draw(ctx: MotifContext): string;
}

const W = HERO_WIDTH;
const H = HERO_HEIGHT;

const motifs = {
  arches: {
    name: { fr: 'une enfilade d’arches', en: 'a row of arches' },
    draw: ({ rng, p, fx }) => {
      const count = rng.int(5, 7);
      const width = W / count;
      const out: string[] = [];
      for (let i = 0; i < count; i++) {
        const x = i * width + width * 0.14;
        const w = width * 0.72;
        const top = rng.int(240, 360);
        const lit = Math.abs(x + w / 2 - fx) < width / 2;
        const fill = lit ? 'url(#accentFade)' : p.light;
        const opacity = lit ? 0.9 : rng.float(0.08, 0.18);
        out.push(`<path d="M${r(x)} ${H} V${top + w / 2} a${r(w / 2)} ${r(w / 2)} 0 0 1 ${r(w)} 0 V${H} Z" fill="${fill}" opacity="${r(opacity)}"/>`);
      }
      return out.join('');
    },
  },
  skyline: {
    name: { fr: 'une silhouette urbaine stylisée', en: 'a stylized city skyline' },
    draw: ({ rng, p }) => {
      const out: string[] = [`<defs><pattern id="win" width="28" height="36" patternUnits="userSpaceOnUse"><rect x="8" y="10" width="12" height="16" fill="${p.light}" opacity="0.28"/></pattern></defs>`];
      for (const [depth, shade] of [[0, 0.35], [1, 0.1]] as const) {
        let x = -20;
        while (x < W) {
          const w = rng.int(70, 170);
          const h = depth === 0 ? rng.int(260, 560) : rng.int(140, 380);
          const fill = mix(p.deep, p.mid, shade);
          out.push(`<rect x="${x}" y="${H - h}" width="${w}" height="${h}" fill="${fill}"/>`);
          if (depth === 1) out.push(`<rect x="${x + 6}" y="${H - h + 16}" width="${w - 12}" height="${h - 16}" fill="url(#win)"/>`);
          x += w + rng.int(0, 16);
        }
      }
      return out.join('');
    },
  },
  waves: {
    name: { fr: 'des vagues superposées', en: 'layered waves' },
    draw: ({ rng, p }) => {
      const out: string[] = [];
      for (let i = 0; i < 5; i++) {
        const base = 430 + i * 95;
        const a = rng.int(30, 80);
        const fill = mix(p.mid, p.deep, i / 5);
        out.push(
          `<path d="M0 ${base} C${r(W * 0.2)} ${base - a} ${r(W * 0.35)} ${base + a} ${r(W * 0.55)} ${base} S${r(W * 0.85)} ${base - a} ${W} ${base + rng.int(-20, 20)} V${H} H0 Z" fill="${fill}" opacity="${r(0.7 + i * 0.06)}"/>`,
        );
      }
      return out.join('');
    },
  },
  grid: {
    name: { fr: 'une grille en perspective', en: 'a grid in perspective' },
    draw: ({ p, fx, fy }) => {
      const out: string[] = [`<rect x="0" y="${r(fy)}" width="${W}" height="${r(H - fy)}" fill="${p.deep}" opacity="0.55"/>`];
      for (let i = -12; i <= 12; i++) {
        out.push(`<line x1="${r(fx)}" y1="${r(fy)}" x2="${r(fx + i * 180)}" y2="${H}"/>`);
      }
      for (let k = 1; k <= 9; k++) {
        const y = fy + (H - fy) * Math.pow(k / 9, 2.2);
        out.push(`<line x1="0" y1="${r(y)}" x2="${W}" y2="${r(y)}"/>`);
      }
      return `<g stroke="${p.light}" stroke-opacity="0.3" stroke-width="2">${out.join('')}</g>`;
    },
  },
  columns: {
    name: { fr: 'une colonnade', en: 'a colonnade' },
    draw: ({ rng, p, fx }) => {
      const count = rng.int(6, 8);
      const gap = W / count;
      const out: string[] = [`<rect x="${r(fx - gap / 2)}" y="140" width="${r(gap)}" height="${H - 140}" fill="url(#accentFade)" opacity="0.3" filter="url(#blur)"/>`];
      for (let i = 0; i <= count; i++) {
        const x = i * gap - 40;
        out.push(
          `<g fill="url(#column)"><rect x="${r(x)}" y="170" width="80" height="${H - 250}"/><rect x="${r(x - 18)}" y="140" width="116" height="34"/><rect x="${r(x - 18)}" y="${H - 84}" width="116" height="34"/></g>`,
        );
      }
      out.push(`<rect x="0" y="96" width="${W}" height="46" fill="${p.light}" opacity="0.55"/>`);
      return out.join('');
    },
  },
  hills: {
    name: { fr: 'des collines en strates', en: 'rolling hills in layers' },
    draw: ({ rng, p }) => {
      const out: string[] = [];
      for (let i = 0; i < 4; i++) {
        const base = 520 + i * 110;
        const fill = mix(p.mid, p.deep, i / 4);
        const peak = rng.int(-90, 40);
        out.push(
          `<path d="M0 ${base + rng.int(-30, 30)} Q${rng.int(300, 700)} ${base + peak - 60} ${rng.int(900, 1100)} ${base + peak} T${W} ${base + rng.int(-40, 20)} V${H} H0 Z" fill="${fill}"/>`,
        );
      }
      const rows: string[] = [];
      for (let k = 0; k < 7; k++) rows.push(`<path d="M0 ${820 + k * 14 - 40} Q800 ${760 + k * 20} ${W} ${800 + k * 16}"/>`);
      out.push(`<g fill="none" stroke="${p.light}" stroke-opacity="0.16" stroke-width="3">${rows.join('')}</g>`);
      return out.join('');
    },
  },
  circles: {
    name: { fr: 'des cercles concentriques', en: 'concentric circles' },
    draw: ({ rng, p, fx, fy }) => {
      const out: string[] = [];
      for (let k = 1; k <= 11; k++) {
        out.push(`<circle cx="${r(fx)}" cy="${r(fy)}" r="${k * 72}" stroke-opacity="${r(0.5 - k * 0.035)}"/>`);
      }
      const discs: string[] = [];
      for (let i = 0; i < 3; i++) {
        discs.push(`<circle cx="${rng.int(100, W - 100)}" cy="${rng.int(150, H - 150)}" r="${rng.int(160, 320)}" fill="${p.light}" opacity="0.07"/>`);
      }
      return `${discs.join('')}<g fill="none" stroke="${p.light}" stroke-width="3">${out.join('')}</g>`;
    },
  },
  stairs: {
    name: { fr: 'des marches ascendantes', en: 'ascending steps' },
    draw: ({ p, fx, fy }) => {
      const steps = 7;
      const stepWidth = (fx + 160) / steps;
      const out: string[] = [];
      for (let i = 0; i < steps; i++) {
        const y = H - ((H - fy) / steps) * (i + 1);
        out.push(`<rect x="${r(i * stepWidth)}" y="${r(y)}" width="${r(stepWidth + 1)}" height="${r(H - y)}" fill="${mix(p.deep, p.mid, i / steps)}" opacity="0.92"/>`);
      }
      out.push(`<rect x="${r(fx + 160 - stepWidth)}" y="${r(fy - 8)}" width="${r(stepWidth)}" height="8" fill="${p.accent}"/>`);
      return out.join('');
    },
  },
  sheets: {
    name: { fr: 'des feuillets superposés', en: 'stacked sheets of paper' },
    draw: ({ rng, p, fx, fy }) => {
      const out: string[] = [];
      for (let i = 0; i < 5; i++) {
        const angle = rng.int(-14, 14);
        const cx = fx + rng.int(-260, 260) * (1 - i / 5);
        const cy = fy + rng.int(-120, 160) * (1 - i / 5);
        const lines: string[] = [];
        for (let k = 0; k < 9; k++) lines.push(`<rect x="${r(cx - 190)}" y="${r(cy - 200 + k * 42)}" width="${k % 4 === 3 ? 220 : 380}" height="10" rx="5"/>`);
        out.push(
          `<g transform="rotate(${angle} ${r(cx)} ${r(cy)})" filter="url(#shadow)"><rect x="${r(cx - 230)}" y="${r(cy - 260)}" width="460" height="520" rx="6" fill="${mix(p.light, '#ffffff', 0.4)}"/><g fill="${p.mid}" opacity="0.18">${lines.join('')}</g></g>`,
        );
      }
      return out.join('');
    },
  },
  network: {
    name: { fr: 'un réseau de points reliés', en: 'a network of connected points' },
    draw: ({ rng, p, fx, fy }) => {
      const nodes: [number, number][] = [[fx, fy]];
      for (let i = 0; i < 26; i++) nodes.push([rng.int(40, W - 40), rng.int(40, H - 40)]);
      const lines: string[] = [];
      nodes.forEach(([x1, y1], i) => {
        nodes.slice(i + 1).forEach(([x2, y2]) => {
          if (Math.hypot(x2 - x1, y2 - y1) < 330) lines.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`);
        });
      });
      const dots = nodes.map(([x, y], i) => `<circle cx="${r(x)}" cy="${r(y)}" r="${i === 0 ? 18 : rng.int(4, 10)}"/>`);
      return `<g stroke="${p.light}" stroke-opacity="0.25" stroke-width="2">${lines.join('')}</g><g fill="${p.light}" opacity="0.8">${dots.join('')}</g>`;
    },
  },
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof motifs;
export const motifNames = Object.keys(motifs) as MotifName[];

export interface HeroOptions {
  motif: MotifName;
  palette: Palette;
  /** Focal point as fractions of the width and height. */
  focal: { x: number; y: number };
}

/** The SVG of a hero image; `size` scales it to another output size, cropping to fill. */
export function heroSvg(options: HeroOptions, rng: Rng, size = { width: W, height: H }): string {
  const { palette: p, focal } = options;
  const fx = focal.x * W;
  const fy = focal.y * H;
  const angle = rng.int(0, 1);
  const bokeh: string[] = [];
  for (let i = 0; i < 7; i++) {
    bokeh.push(
      `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, H)}" r="${rng.int(60, 220)}" fill="${rng.chance(0.3) ? p.accent : p.light}" opacity="${r(rng.float(0.06, 0.18))}"/>`,
    );
  }
  const motif = motifs[options.motif].draw({ rng, p, fx, fy });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>
<linearGradient id="sky" x1="0" y1="0" x2="${angle}" y2="1"><stop offset="0" stop-color="${p.mid}"/><stop offset="0.55" stop-color="${mix(p.mid, p.deep, 0.6)}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>
<radialGradient id="glow" cx="${r(fx)}" cy="${r(fy)}" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.75"/><stop offset="0.35" stop-color="${p.accent}" stop-opacity="0.22"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="accentFade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0.15"/></linearGradient>
<linearGradient id="column" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.light}" stop-opacity="0.85"/><stop offset="1" stop-color="${mix(p.light, p.deep, 0.45)}" stop-opacity="0.85"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="30"/></filter>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-opacity="0.35"/></filter>
</defs><rect width="${W}" height="${H}" fill="url(#sky)"/><g filter="url(#blur)">${bokeh.join('')}</g><rect width="${W}" height="${H}" fill="url(#glow)"/>${motif}<rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`;
}

/** Alt text of a hero image, from what it shows. */
export function heroAlt(options: HeroOptions): Bilingual {
  const motif = motifs[options.motif].name;
  return {
    fr: `Illustration abstraite : ${motif.fr}, dans des tons de ${options.palette.name.fr}`,
    en: `Abstract illustration: ${motif.en} in ${options.palette.name.en} tones`,
  };
}
