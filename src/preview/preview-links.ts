import { locales, localeCodes } from '../config/locales.js';
import { RECORD_LINK_FOLDER, recordTypes } from '../content-model/model/record-types.js';
import type { ContentQuery } from '../content-model/content-results.js';
import { translate } from '../i18n/messages.js';
import { recordPath } from '../routing/record-resolver.js';

/** One link the CMS shows beside a record (the DatoCMS Web Previews plugin's `previewLinks` items). */
export interface PreviewLink {
  label: string;
  url: string;
}

export interface PreviewLinksOptions {
  /** The record's model api key (`single_news`). */
  model: string;
  /** The record's id. */
  id: string;
  /** Runs a content-queries/ document with drafts. */
  query: ContentQuery;
  /** The URL that opens preview mode at a path. */
  previewUrl: (path: string) => string;
  /** The live site's origin. */
  siteUrl: string;
}

/**
 * The links to a record in each language it has a page in: its draft in preview, and its live page once it has been
 * published. A model without pages of its own (an office, a block) has none.
 */
export async function previewLinks({
  model,
  id,
  query,
  previewUrl,
  siteUrl,
}: PreviewLinksOptions): Promise<PreviewLink[]> {
  const type = recordTypes.find((candidate) => candidate.model === model);
  if (!type) return [];
  const links: PreviewLink[] = [];
  for (const locale of localeCodes) {
    const { record } = await query(`${RECORD_LINK_FOLDER}/${type.document}`, { locale: locales[locale].gql, id });
    const path = record ? recordPath(record, locale) : null;
    if (!path) continue;
    const [draft, live] = [translate(locale, 'preview.draft'), translate(locale, 'preview.live')];
    links.push({ label: `${draft} (${locales[locale].language})`, url: previewUrl(path) });
    if (record?._status !== 'draft')
      links.push({ label: `${live} (${locales[locale].language})`, url: `${siteUrl}${path}` });
  }
  return links;
}
