import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

type Json = Record<string, unknown>;
type Localized = Record<string, Json>;

/** The four problems an editor would meet first, each in one record of a copy of content/. */
export const PLANTED = {
  /** An article whose English title (its SEO title, what search engines show) is empty. */
  untitledArticle: { model: 'single_news', id: 'news-2023-beneficiaires-ultimes' },
  /** An upload without its French alternative text, the hero image of an about page. */
  altlessUpload: { id: 'hero-about-diversite-inclusion', usedBy: 'about-diversite-inclusion' },
  /** A service made a draft: the article's body links to it in both languages. */
  unpublishedTarget: { model: 'single_service', id: 'svc-secretariat' },
  /** A generic page with its French content only. */
  frenchOnlyPage: { model: 'generic_page', id: 'gen-anciens' },
} as const;

/** A copy of content/ with the four problems above planted, and one of each other kind (see `plantOthers`). */
export interface PlantedContent {
  dir: string;
  remove(): Promise<void>;
}

async function edit(dir: string, file: string, change: (json: Json) => void): Promise<void> {
  const path = join(dir, file);
  const json = JSON.parse(await readFile(path, 'utf8')) as Json;
  change(json);
  await writeFile(path, `${JSON.stringify(json, null, 2)}\n`);
}

const record = (model: string, id: string) => `records/${model}/${id}.json`;

/**
 * Plants the four problems of {@link PLANTED}, then one of each other kind, in a fresh copy of content/. Without
 * `frenchOnly`, the generic page keeps its English (and the English footer its link to it).
 */
export async function plantedContent({ frenchOnly = true } = {}): Promise<PlantedContent> {
  const dir = await mkdtemp(join(tmpdir(), 'content-health-'));
  await cp(resolve('content'), dir, { recursive: true });
  await edit(dir, record(PLANTED.untitledArticle.model, PLANTED.untitledArticle.id), (json) => {
    (json.seo as Localized)['en-CA'] = { ...(json.seo as Localized)['en-CA'], title: '' };
  });
  await edit(dir, `uploads/${PLANTED.altlessUpload.id}.json`, (json) => {
    json.alt = { 'en-CA': (json.alt as Json)['en-CA'] };
  });
  await edit(dir, record(PLANTED.unpublishedTarget.model, PLANTED.unpublishedTarget.id), (json) => {
    json._status = 'draft';
    delete json._publishedAt;
    delete json._firstPublishedAt;
  });
  if (frenchOnly) {
    await edit(dir, record(PLANTED.frenchOnlyPage.model, PLANTED.frenchOnlyPage.id), (json) => {
      for (const value of Object.values(json)) {
        if (typeof value === 'object' && value !== null && 'en-CA' in value) delete (value as Json)['en-CA'];
      }
    });
  }
  await plantOthers(dir);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The other kinds, in the language the four above leave out where they have one. */
async function plantOthers(dir: string): Promise<void> {
  // No SEO title in French; a French title and an English description too long for search results.
  await edit(dir, record('single_news', 'news-2023-bureau-sherbrooke'), (json) => {
    (json.seo as Localized)['fr-CA'] = { ...(json.seo as Localized)['fr-CA'], title: null };
  });
  await edit(dir, record('generic_page', 'gen-honoraires-et-avis'), (json) => {
    const seo = json.seo as Localized;
    seo['fr-CA'] = {
      ...seo['fr-CA'],
      title: 'Honoraires et avis juridiques\u00a0: tout ce qu’il faut savoir avant de signer',
    };
    seo['en-CA'] = { ...seo['en-CA'], description: 'A description far too long. '.repeat(8) };
  });
  // The same English title on two pages; no description at all in French.
  await edit(dir, record('page_term', 'page-term'), (json) => {
    (json.seo as Localized)['en-CA'] = { ...(json.seo as Localized)['en-CA'], title: 'Privacy Policy' };
  });
  await edit(dir, record('generic_page', 'gen-accessibilite'), (json) => {
    (json.seo as Localized)['fr-CA'] = { ...(json.seo as Localized)['fr-CA'], description: '' };
    (json.intro as Json)['fr-CA'] = null;
  });
  // A French menu entry pointing to no record (its record was deleted).
  await edit(dir, record('layout', 'layout'), (json) => {
    const menu = json.mainMenu as Record<string, Json[]>;
    menu['fr-CA'] = [
      ...(menu['fr-CA'] ?? []),
      { id: 'blk-main-menu-deleted-fr', _type: 'link_internal', label: 'Ancienne page', link: null },
    ];
  });
  // An English image without alternative text in the English body's image block is not in content/: an upload
  // without English alt text, the hero of another about page, stands for it.
  await edit(dir, 'uploads/hero-about-nos-valeurs.json', (json) => {
    json.alt = { 'fr-CA': (json.alt as Json)['fr-CA'] };
  });
}
