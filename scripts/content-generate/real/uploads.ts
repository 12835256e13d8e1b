import type { HeroSpec } from '../authoring/expertise-types.js';
import type { TeamMember } from '../authoring/team.js';
import { faviconSvg } from '../images/favicon.js';
import { HERO_HEIGHT, HERO_WIDTH, heroAlt, heroSvg } from '../images/hero.js';
import { palettes, type Palette } from '../images/palettes.js';
import { patternAlt, patterns, patternSvg } from '../images/pattern.js';
import { buildPdf } from '../images/pdf.js';
import { greyHairs, PORTRAIT_HEIGHT, PORTRAIT_WIDTH, portraitSvg, randomLook } from '../images/portrait.js';
import { svgToJpeg, svgToPng } from '../images/render.js';
import { loc, type Bilingual } from '../lib/localized.js';
import { createRng } from '../lib/rng.js';
import type { UploadJson } from '../lib/types.js';
import type { ContentWriter } from '../lib/writer.js';

/** Quality settings: portraits ~78, landscapes ~80 (mozjpeg). */
const PORTRAIT_QUALITY = 78;
const HERO_QUALITY = 80;

interface UploadSpec {
  id: string;
  ext: 'jpg' | 'png' | 'pdf';
  width: number | null;
  height: number | null;
  alt: Bilingual;
  title: Bilingual;
  focalPoint: { x: number; y: number } | null;
  render(): Promise<Buffer>;
}

const paletteAt = (index: number): Palette => palettes[index % palettes.length] as Palette;

/** Every upload of the real content set, declared while records are built and rendered at the end. */
export class Uploads {
  private readonly specs = new Map<string, UploadSpec>();

  get ids(): ReadonlySet<string> {
    return new Set(this.specs.keys());
  }

  /** A landscape image for a record; returns its upload id. */
  hero(id: string, spec: HeroSpec, title: Bilingual): string {
    const options = { motif: spec.motif, palette: paletteAt(spec.palette), focal: spec.focal };
    this.add({
      id,
      ext: 'jpg',
      width: HERO_WIDTH,
      height: HERO_HEIGHT,
      alt: heroAlt(options),
      title,
      focalPoint: spec.focal,
      render: () => svgToJpeg(heroSvg(options, createRng(id)), HERO_QUALITY),
    });
    return id;
  }

  portrait(member: TeamMember): string {
    const id = `portrait-${member.slug}`;
    const rng = createRng(id);
    const look = { ...randomLook(rng, member.person.gender === 'f') };
    const overrides = member.person.look ?? {};
    if (overrides.hairStyle) look.hairStyle = overrides.hairStyle;
    if (overrides.outfit) look.outfit = overrides.outfit;
    look.glasses = overrides.glasses ?? false;
    look.beard = overrides.beard ?? false;
    if (overrides.grey) look.hair = rng.pick(greyHairs);
    const portrait = portraitSvg(look, rng);
    this.add({
      id,
      ext: 'jpg',
      width: PORTRAIT_WIDTH,
      height: PORTRAIT_HEIGHT,
      alt: {
        fr: `Portrait stylisé de ${member.fullName}, ${member.role.fr.toLowerCase()}, sur fond ${look.background.name.fr}`,
        en: `Stylized portrait of ${member.fullName}, ${member.role.en}, on a ${look.background.name.en} background`,
      },
      title: { fr: member.fullName, en: member.fullName },
      focalPoint: portrait.focalPoint,
      render: () => svgToJpeg(portrait.svg, PORTRAIT_QUALITY),
    });
    return id;
  }

  /** The eight pattern backgrounds, `pattern-1` to `pattern-8`. */
  patterns(): void {
    patterns.forEach((pattern, index) => {
      const palette = paletteAt(index);
      const alt = patternAlt(pattern, palette);
      this.add({
        id: `pattern-${index + 1}`,
        ext: 'jpg',
        width: HERO_WIDTH,
        height: HERO_HEIGHT,
        alt,
        title: { fr: `Motif ${index + 1}`, en: `Pattern ${index + 1}` },
        focalPoint: { x: 0.3, y: 0.3 },
        render: () => svgToJpeg(patternSvg(pattern, palette), HERO_QUALITY),
      });
    });
  }

  /** The error page background, the default sharing image, the favicon and the Law 25 checklist. */
  siteAssets(): void {
    const errorOptions = { motif: 'circles' as const, palette: paletteAt(6), focal: { x: 0.5, y: 0.5 } };
    this.add({
      id: 'error-background',
      ext: 'jpg',
      width: 1920,
      height: 1080,
      alt: heroAlt(errorOptions),
      title: { fr: 'Arrière-plan de la page d’erreur', en: 'Error page background' },
      focalPoint: { x: 0.5, y: 0.5 },
      render: () => svgToJpeg(heroSvg(errorOptions, createRng('error-background'), { width: 1920, height: 1080 }), HERO_QUALITY),
    });
    const shareOptions = { motif: 'columns' as const, palette: paletteAt(0), focal: { x: 0.62, y: 0.45 } };
    this.add({
      id: 'social-share',
      ext: 'jpg',
      width: 1200,
      height: 630,
      alt: heroAlt(shareOptions),
      title: { fr: 'Carrier Beaumont Lessard', en: 'Carrier Beaumont Lessard' },
      focalPoint: { x: 0.62, y: 0.45 },
      render: () => svgToJpeg(heroSvg(shareOptions, createRng('social-share'), { width: 1200, height: 630 }), HERO_QUALITY),
    });
    this.add({
      id: 'favicon',
      ext: 'png',
      width: 512,
      height: 512,
      alt: {
        fr: 'Icône du cabinet : trois colonnes dorées sur fond bleu marine',
        en: 'Firm icon: three gold columns on a navy background',
      },
      title: { fr: 'Icône de Carrier Beaumont Lessard', en: 'Carrier Beaumont Lessard icon' },
      focalPoint: null,
      render: () => svgToPng(faviconSvg()),
    });
    this.add({
      id: 'aide-memoire-loi-25',
      ext: 'pdf',
      width: null,
      height: null,
      alt: { fr: 'Aide-mémoire : les obligations de la Loi 25', en: 'Checklist: Law 25 obligations' },
      title: { fr: 'Aide-mémoire Loi 25', en: 'Law 25 checklist' },
      focalPoint: null,
      render: async () => buildPdf('Aide-mémoire – Loi 25 / Law 25 checklist', checklistLines),
    });
  }

  /** Renders every upload, a few at a time, and writes it with its metadata. */
  async writeAll(writer: ContentWriter, concurrency = 4): Promise<void> {
    const queue = [...this.specs.values()];
    const worker = async (): Promise<void> => {
      for (let spec = queue.shift(); spec; spec = queue.shift()) {
        const bytes = await spec.render();
        const meta: UploadJson = {
          id: spec.id,
          filename: `${spec.id}.${spec.ext}`,
          width: spec.width,
          height: spec.height,
          alt: loc(spec.alt.fr, spec.alt.en),
          title: loc(spec.title.fr, spec.title.en),
          focalPoint: spec.focalPoint,
          video: null,
        };
        await writer.upload(meta, bytes);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  private add(spec: UploadSpec): void {
    if (this.specs.has(spec.id)) throw new Error(`Duplicate upload ${spec.id}`);
    this.specs.set(spec.id, spec);
  }
}

const checklistLines = [
  '# Gouvernance / Governance',
  '[ ] Responsable de la protection des renseignements personnels désigné',
  '    Person in charge of the protection of personal information designated',
  '[ ] Politiques de gouvernance adoptées et publiées',
  '    Governance policies adopted and published',
  '# Incidents',
  '[ ] Procédure de réponse aux incidents de confidentialité',
  '    Confidentiality incident response procedure',
  '[ ] Registre des incidents tenu à jour / Incident register kept up to date',
  '# Projets / Projects',
  '[ ] Évaluation des facteurs relatifs à la vie privée (ÉFVP)',
  '    Privacy impact assessment (PIA)',
  '[ ] Transferts hors Québec évalués / Transfers outside Québec assessed',
  '# Droits des personnes / Individual rights',
  '[ ] Consentement manifeste, libre et éclairé / Manifest, free and enlightened consent',
  '[ ] Portabilité des données / Data portability',
  '[ ] Décisions automatisées signalées / Automated decisions disclosed',
  '',
  'Carrier Beaumont Lessard – cblavocats.ca – Information générale, ne constitue pas un avis juridique.',
];
