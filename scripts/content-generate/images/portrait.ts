import type { Rng } from '../lib/rng.js';
import { mix, warmBackgrounds, type WarmBackground } from './palettes.js';
import { r } from './render.js';

/**
 * Stylised head-and-shoulders portraits (800×1000): a faceless figure with its own skin tone, hair, outfit and
 * glasses over a warm gradient. The face is the focal point.
 */
export const PORTRAIT_WIDTH = 800;
export const PORTRAIT_HEIGHT = 1000;

export type HairStyle = 'short' | 'sidepart' | 'shaved' | 'long' | 'bob' | 'bun' | 'ponytail' | 'curly';
export type Outfit = 'suit' | 'crew' | 'turtleneck';

export interface PortraitLook {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  beard: boolean;
  glasses: boolean;
  outfit: Outfit;
  top: string;
  shirt: string;
  background: WarmBackground;
}

const skins = ['#f3d2b6', '#eec09c', '#e2ab84', '#d39a70', '#bf845c', '#a36c48', '#865636', '#6b4129'];
const hairs = ['#1e1714', '#2f221b', '#4a3222', '#6e4a2f', '#a0743f', '#d2b27c', '#7b3a1e'];
/** Grey and white hair, for the looks that ask for it. */
export const greyHairs = ['#8d8984', '#a9a6a0', '#c4c1bb'];
const tops = ['#1f2a44', '#2e2e33', '#4a2430', '#2f4a3a', '#4f5663', '#3b3346', '#5e4431', '#203c56'];
const shirts = ['#f4f1ea', '#dde6f0', '#ffffff', '#eadfcf', '#cfd8d3'];

/** A look drawn from the seed; `feminine` only shifts the odds of some hair styles and of a beard. */
export function randomLook(rng: Rng, feminine: boolean): PortraitLook {
  const styles: HairStyle[] = feminine
    ? ['long', 'long', 'bob', 'bun', 'ponytail', 'curly', 'short', 'sidepart']
    : ['short', 'short', 'sidepart', 'sidepart', 'shaved', 'curly'];
  return {
    skin: rng.pick(skins),
    hair: rng.pick(hairs),
    hairStyle: rng.pick(styles),
    beard: !feminine && rng.chance(0.3),
    glasses: rng.chance(0.3),
    outfit: rng.pick<Outfit>(['suit', 'suit', 'suit', 'crew', 'turtleneck']),
    top: rng.pick(tops),
    shirt: rng.pick(shirts),
    background: rng.pick(warmBackgrounds),
  };
}

export interface Portrait {
  svg: string;
  focalPoint: { x: number; y: number };
}

export function portraitSvg(look: PortraitLook, rng: Rng): Portrait {
  const hx = 400 + rng.int(-24, 24);
  const hy = 400 + rng.int(-10, 20);
  const scale = rng.float(0.95, 1.05);
  const HX = 116 * scale;
  const HY = 146 * scale;
  const bg = look.background;
  const glowX = rng.float(0.25, 0.75);
  const archLeft = rng.chance(0.5);
  const shadowSkin = mix(look.skin, '#000000', 0.18);
  const parts: string[] = [];

  parts.push(`<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg.to}"/><stop offset="1" stop-color="${bg.from}"/></linearGradient>
<radialGradient id="glow" cx="${r(glowX)}" cy="0.38" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="face" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="${mix(look.skin, '#ffffff', 0.1)}"/><stop offset="1" stop-color="${mix(look.skin, '#000000', 0.1)}"/></linearGradient>
<linearGradient id="cloth" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(look.top, '#ffffff', 0.12)}"/><stop offset="1" stop-color="${mix(look.top, '#000000', 0.15)}"/></linearGradient>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="24"/></filter>
</defs>`);
  parts.push(`<rect width="800" height="1000" fill="url(#bg)"/>`);
  const archX = archLeft ? rng.int(40, 160) : rng.int(480, 600);
  parts.push(
    `<path d="M${archX} 1000 V${r(hy - 120)} a150 150 0 0 1 300 0 V1000 Z" fill="${mix(bg.from, '#000000', 0.15)}" opacity="0.22" filter="url(#soft)"/>`,
  );
  parts.push(`<rect width="800" height="1000" fill="url(#glow)"/>`);

  // The figure is drawn at a base size, then enlarged around the face so it fills the frame like a headshot.
  parts.push(`<g transform="translate(${hx} ${hy}) scale(1.32) translate(${-hx} ${-hy})">`);
  parts.push(hairBack(look, hx, hy, HX, HY));
  // Shoulders and outfit.
  const top = hy + 212 * scale;
  parts.push(
    `<path d="M${r(hx - 340)} 1000 C${r(hx - 330)} ${r(top + 90)} ${r(hx - 230)} ${r(top + 12)} ${r(hx - 92)} ${r(top)} L${r(hx + 92)} ${r(top)} C${r(hx + 230)} ${r(top + 12)} ${r(hx + 330)} ${r(top + 90)} ${r(hx + 340)} 1000 Z" fill="url(#cloth)"/>`,
  );
  parts.push(`<path d="M${r(hx - 46)} ${r(hy + 80)} L${r(hx - 50)} ${r(top + 10)} Q${r(hx)} ${r(top + 60)} ${r(hx + 50)} ${r(top + 10)} L${r(hx + 46)} ${r(hy + 80)} Z" fill="${shadowSkin}"/>`);
  parts.push(outfitDetails(look, hx, top));
  // Ears, head, hair, beard, glasses.
  parts.push(`<ellipse cx="${r(hx - HX + 2)}" cy="${r(hy + 18)}" rx="20" ry="32" fill="${shadowSkin}"/>`);
  parts.push(`<ellipse cx="${r(hx + HX - 2)}" cy="${r(hy + 18)}" rx="20" ry="32" fill="${shadowSkin}"/>`);
  parts.push(`<ellipse cx="${hx}" cy="${hy}" rx="${r(HX)}" ry="${r(HY)}" fill="url(#face)"/>`);
  parts.push(hairFront(look, hx, hy, HX, HY, rng));
  if (look.beard) {
    parts.push(
      `<path d="M${r(hx - HX + 6)} ${r(hy + 22)} C${r(hx - HX + 14)} ${r(hy + HY + 28)} ${r(hx + HX - 14)} ${r(hy + HY + 28)} ${r(hx + HX - 6)} ${r(hy + 22)} C${r(hx + HX - 28)} ${r(hy + 92)} ${r(hx - HX + 28)} ${r(hy + 92)} ${r(hx - HX + 6)} ${r(hy + 22)} Z" fill="${look.hair}" opacity="0.92"/>`,
    );
  }
  if (look.glasses) {
    const ey = hy - 4;
    parts.push(
      `<g fill="#ffffff" fill-opacity="0.14" stroke="#1b1b1d" stroke-width="7"><rect x="${r(hx - 92)}" y="${r(ey - 24)}" width="78" height="50" rx="16"/><rect x="${r(hx + 14)}" y="${r(ey - 24)}" width="78" height="50" rx="16"/><path d="M${r(hx - 14)} ${r(ey - 4)} q14 -10 28 0" fill="none"/></g>`,
    );
  }
  parts.push('</g>');
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">${parts.join('')}</svg>`,
    focalPoint: { x: Math.round((hx / 800) * 100) / 100, y: Math.round((hy / 1000) * 100) / 100 },
  };
}

function outfitDetails(look: PortraitLook, hx: number, top: number): string {
  const dark = mix(look.top, '#000000', 0.3);
  if (look.outfit === 'suit') {
    return `<path d="M${r(hx - 72)} ${r(top)} L${r(hx)} ${r(top + 170)} L${r(hx + 72)} ${r(top)} Z" fill="${look.shirt}"/><path d="M${r(hx - 94)} ${r(top)} L${r(hx - 8)} ${r(top + 190)} L${r(hx - 130)} ${r(top + 120)} Z" fill="${dark}"/><path d="M${r(hx + 94)} ${r(top)} L${r(hx + 8)} ${r(top + 190)} L${r(hx + 130)} ${r(top + 120)} Z" fill="${dark}"/>`;
  }
  if (look.outfit === 'crew') {
    return `<path d="M${r(hx - 80)} ${r(top)} Q${r(hx)} ${r(top + 90)} ${r(hx + 80)} ${r(top)}" fill="none" stroke="${look.shirt}" stroke-width="10"/>`;
  }
  return `<rect x="${r(hx - 62)}" y="${r(top - 40)}" width="124" height="70" rx="26" fill="${mix(look.top, '#ffffff', 0.06)}"/>`;
}

function hairBack(look: PortraitLook, hx: number, hy: number, HX: number, HY: number): string {
  const fill = mix(look.hair, '#000000', 0.12);
  switch (look.hairStyle) {
    case 'long':
      return `<path d="M${r(hx - HX - 22)} ${r(hy - 20)} C${r(hx - HX - 34)} ${r(hy - HY - 70)} ${r(hx + HX + 34)} ${r(hy - HY - 70)} ${r(hx + HX + 22)} ${r(hy - 20)} L${r(hx + HX + 44)} ${r(hy + 270)} C${r(hx + 60)} ${r(hy + 300)} ${r(hx - 60)} ${r(hy + 300)} ${r(hx - HX - 44)} ${r(hy + 270)} Z" fill="${fill}"/>`;
    case 'bob':
      return `<path d="M${r(hx - HX - 26)} ${r(hy - 10)} C${r(hx - HX - 34)} ${r(hy - HY - 66)} ${r(hx + HX + 34)} ${r(hy - HY - 66)} ${r(hx + HX + 26)} ${r(hy - 10)} L${r(hx + HX + 30)} ${r(hy + 132)} Q${r(hx + HX)} ${r(hy + 154)} ${r(hx + HX - 26)} ${r(hy + 138)} L${r(hx - HX + 26)} ${r(hy + 138)} Q${r(hx - HX)} ${r(hy + 154)} ${r(hx - HX - 30)} ${r(hy + 132)} Z" fill="${fill}"/>`;
    case 'ponytail':
      return `<ellipse cx="${r(hx + HX + 8)}" cy="${r(hy + 70)}" rx="34" ry="118" transform="rotate(-12 ${r(hx + HX + 8)} ${r(hy + 70)})" fill="${fill}"/>`;
    case 'curly': {
      const circles: string[] = [];
      for (let i = 0; i <= 12; i++) {
        const angle = Math.PI * (0.95 + (i / 12) * 1.1);
        circles.push(
          `<circle cx="${r(hx + Math.cos(angle) * (HX + 14))}" cy="${r(hy - 10 + Math.sin(angle) * (HY + 8))}" r="${38 + (i % 3) * 6}"/>`,
        );
      }
      return `<g fill="${fill}">${circles.join('')}</g>`;
    }
    default:
      return '';
  }
}

function hairFront(look: PortraitLook, hx: number, hy: number, HX: number, HY: number, rng: Rng): string {
  const fill = look.hair;
  const lift = rng.int(-8, 8);
  switch (look.hairStyle) {
    case 'short':
      return `<path d="M${r(hx - HX - 4)} ${r(hy - 6)} C${r(hx - HX - 12)} ${r(hy - HY - 44)} ${r(hx + HX + 12)} ${r(hy - HY - 44)} ${r(hx + HX + 4)} ${r(hy - 6)} C${r(hx + HX - 12)} ${r(hy - HY + 44 + lift)} ${r(hx - 20)} ${r(hy - HY + 30)} ${r(hx - HX - 4)} ${r(hy - 6)} Z" fill="${fill}"/>`;
    case 'shaved':
      return `<path d="M${r(hx - HX + 2)} ${r(hy - 20)} C${r(hx - HX)} ${r(hy - HY - 24)} ${r(hx + HX)} ${r(hy - HY - 24)} ${r(hx + HX - 2)} ${r(hy - 20)} C${r(hx + HX - 20)} ${r(hy - HY + 34)} ${r(hx - HX + 20)} ${r(hy - HY + 34)} ${r(hx - HX + 2)} ${r(hy - 20)} Z" fill="${fill}" opacity="0.55"/>`;
    case 'bun':
      return `<circle cx="${r(hx + lift)}" cy="${r(hy - HY - 34)}" r="50" fill="${mix(fill, '#000000', 0.08)}"/>${cap(hx, hy, HX, HY, fill, 24)}`;
    case 'ponytail':
      return cap(hx, hy, HX, HY, fill, 22);
    case 'curly':
      return `<path d="M${r(hx - HX - 6)} ${r(hy - 10)} C${r(hx - HX - 16)} ${r(hy - HY - 50)} ${r(hx + HX + 16)} ${r(hy - HY - 50)} ${r(hx + HX + 6)} ${r(hy - 10)} C${r(hx + HX - 30)} ${r(hy - HY + 50)} ${r(hx - HX + 30)} ${r(hy - HY + 50)} ${r(hx - HX - 6)} ${r(hy - 10)} Z" fill="${fill}"/>`;
    default:
      // sidepart, long, bob: a fringe swept to one side.
      return `<path d="M${r(hx - HX - 6)} ${r(hy + 10)} C${r(hx - HX - 14)} ${r(hy - HY - 48)} ${r(hx + HX + 14)} ${r(hy - HY - 48)} ${r(hx + HX + 6)} ${r(hy + 10)} C${r(hx + HX - 8)} ${r(hy - HY + 64)} ${r(hx + 24)} ${r(hy - HY + 40 + lift)} ${r(hx - 14)} ${r(hy - HY + 52)} C${r(hx - 56)} ${r(hy - HY + 70)} ${r(hx - HX + 8)} ${r(hy - HY + 86)} ${r(hx - HX - 6)} ${r(hy + 10)} Z" fill="${fill}"/>`;
  }
}

function cap(hx: number, hy: number, HX: number, HY: number, fill: string, depth: number): string {
  return `<path d="M${r(hx - HX - 2)} ${r(hy - 12)} C${r(hx - HX - 10)} ${r(hy - HY - 38)} ${r(hx + HX + 10)} ${r(hy - HY - 38)} ${r(hx + HX + 2)} ${r(hy - 12)} C${r(hx + HX - 24)} ${r(hy - HY + depth + 20)} ${r(hx - HX + 24)} ${r(hy - HY + depth + 20)} ${r(hx - HX - 2)} ${r(hy - 12)} Z" fill="${fill}"/>`;
}
