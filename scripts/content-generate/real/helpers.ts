import type { BlockSpec } from '../authoring/article-types.js';
import type { HeroSpec } from '../authoring/expertise-types.js';
import { motifNames } from '../images/hero.js';
import { palettes } from '../images/palettes.js';
import { loc, type Bilingual } from '../lib/localized.js';
import { createRng } from '../lib/rng.js';
import { englishTypography, frenchTypography } from '../lib/typography.js';
import type { BlockJson, Localized, SeoJson, StructuredTextJson } from '../lib/types.js';

export const heroId = (recordId: string): string => `hero-${recordId}`;

/** The localized `seo` field of a record. */
export function seo(title: Bilingual, description: Bilingual, image?: string): Localized<SeoJson> {
  const t = loc(title.fr, title.en);
  const d = loc(description.fr, description.en);
  const one = (lang: 'fr-CA' | 'en-CA'): SeoJson => ({
    title: t[lang],
    description: d[lang],
    ...(image ? { image } : {}),
    twitterCard: 'summary_large_image',
  });
  return { 'fr-CA': one('fr-CA'), 'en-CA': one('en-CA') };
}

type Lang = 'fr' | 'en';
const iso = { fr: 'fr-CA', en: 'en-CA' } as const;
const typography = { fr: frenchTypography, en: englishTypography };

/** The blocks of one language: each gets an id of its own (`blk-{record}-{name}-{lang}`). */
function blocksFor(recordId: string, specs: Readonly<Record<string, BlockSpec>>, lang: Lang): Map<string, BlockJson> {
  const short = recordId.replace(/^[a-z]+-/, '');
  const text = (pair: Bilingual): string => typography[lang](pair[lang]);
  const blocks = new Map<string, BlockJson>();
  for (const [name, spec] of Object.entries(specs)) {
    const id = `blk-${short}-${name}-${lang}`;
    if (spec.type === 'image') {
      blocks.set(name, { id, _type: 'image_block', image: spec.image, caption: text(spec.caption) });
    } else if (spec.type === 'quote') {
      blocks.set(name, { id, _type: 'quote_block', quote: text(spec.quote), attribution: text(spec.attribution) });
    } else {
      const links: BlockJson[] = spec.links.map((l, i) => ({
        id: `${id}-link-${i + 1}`,
        _type: 'link_internal',
        label: text(l.label),
        link: l.record,
      }));
      if (spec.download) {
        links.push({ id: `${id}-download`, _type: 'link_download', label: text(spec.download.label), file: spec.download.file });
      }
      blocks.set(name, { id, _type: 'cta_block', title: text(spec.title), text: text(spec.text), links });
    }
  }
  return blocks;
}

/** A localized structured text field: Markdown, with `[[block:NAME]]` lines bound to that language's blocks. */
export function structuredText(
  recordId: string,
  body: Bilingual,
  specs?: Readonly<Record<string, BlockSpec>>,
): Localized<StructuredTextJson> {
  const one = (lang: Lang): StructuredTextJson => {
    const markdown = typography[lang](body[lang]);
    if (!specs) return markdown;
    const blocks = blocksFor(recordId, specs, lang);
    const used: BlockJson[] = [];
    const value = markdown.replace(/^\[\[block:([a-z0-9-]+)\]\]$/gm, (_line, name: string) => {
      const block = blocks.get(name);
      if (!block) throw new Error(`${recordId}: no block named ${name}`);
      used.push(block);
      return `[[block:${block.id}]]`;
    });
    return { value, blocks: used };
  };
  return { [iso.fr]: one('fr'), [iso.en]: one('en') };
}

/** Ids named by a block spec, for reference checks. */
export function blockReferences(specs: Readonly<Record<string, BlockSpec>> | undefined): string[] {
  if (!specs) return [];
  return Object.values(specs).flatMap((spec) =>
    spec.type === 'image' ? [spec.image] : spec.type === 'cta' ? [...spec.links.map((l) => l.record), ...(spec.download ? [spec.download.file] : [])] : [],
  );
}

/** A hero image drawn from the record id: varied motifs and palettes, with the focal point often off centre. */
export function heroFromId(recordId: string): HeroSpec {
  const rng = createRng(`hero:${recordId}`);
  return {
    motif: rng.pick(motifNames),
    palette: rng.int(0, palettes.length - 1),
    focal: { x: rng.pick([0.3, 0.38, 0.5, 0.62, 0.7]), y: Math.round(rng.float(0.34, 0.5) * 100) / 100 },
  };
}
