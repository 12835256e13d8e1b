import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { UploadJson } from '../lib/types.js';
import type { ContentWriter } from '../lib/writer.js';

/**
 * The images of a generated set: a handful of files copied from the authored content (content/uploads), reused by
 * every record. Shared assets keep their ids; portraits and landscapes are renamed into pools with neutral titles.
 */
const source = fileURLToPath(new URL('../../../content/uploads/', import.meta.url));

const keptAsIs = [
  ...Array.from({ length: 8 }, (_, i) => `pattern-${i + 1}`),
  'hero-page-home',
  'error-background',
  'social-share',
  'favicon',
  'aide-memoire-loi-25',
];

const portraitSources = [
  'marie-tremblay', 'karim-benali', 'nadia-haddad', 'luc-fontaine',
  'chloe-simard', 'kevin-joseph', 'genevieve-caron', 'samuel-nguyen',
].map((slug) => `portrait-${slug}`);

const heroSources = [
  'pa-droit-des-affaires', 'pa-litige', 'pa-droit-du-travail', 'pa-droit-immobilier', 'pa-droit-de-la-construction',
  'pa-fiscalite', 'pa-propriete-intellectuelle', 'pa-vie-privee', 'pa-financement', 'pa-successions',
].map((id) => `hero-${id}`);

export const PORTRAIT_POOL = portraitSources.length;
export const HERO_POOL = heroSources.length;
export const portraitId = (index: number): string => `pool-portrait-${(index % PORTRAIT_POOL) + 1}`;
export const heroPoolId = (index: number): string => `pool-hero-${(index % HERO_POOL) + 1}`;
export const DOWNLOAD_ID = 'aide-memoire-loi-25';

function readUpload(id: string): { meta: UploadJson; bytes: Buffer } {
  let meta: UploadJson;
  try {
    meta = JSON.parse(readFileSync(`${source}${id}.json`, 'utf8')) as UploadJson;
  } catch {
    throw new Error(`Missing ${source}${id}.json: write the authored content first (--real)`);
  }
  return { meta, bytes: readFileSync(`${source}${meta.filename}`) };
}

export async function writeUploadPool(writer: ContentWriter): Promise<void> {
  for (const id of keptAsIs) {
    const { meta, bytes } = readUpload(id);
    await writer.upload(meta, bytes);
  }
  const renamed = async (sourceId: string, id: string, alt: UploadJson['alt'] | null, title: UploadJson['title']): Promise<void> => {
    const { meta, bytes } = readUpload(sourceId);
    const ext = meta.filename.slice(meta.filename.lastIndexOf('.'));
    await writer.upload({ ...meta, id, filename: `${id}${ext}`, alt: alt ?? meta.alt, title }, bytes);
  };
  for (const [i, sourceId] of portraitSources.entries()) {
    await renamed(
      sourceId,
      portraitId(i),
      { 'fr-CA': 'Portrait stylisé d’un membre de l’équipe', 'en-CA': 'Stylized portrait of a team member' },
      { 'fr-CA': `Portrait ${i + 1}`, 'en-CA': `Portrait ${i + 1}` },
    );
  }
  for (const [i, sourceId] of heroSources.entries()) {
    await renamed(sourceId, heroPoolId(i), null, { 'fr-CA': `Illustration ${i + 1}`, 'en-CA': `Illustration ${i + 1}` });
  }
}
