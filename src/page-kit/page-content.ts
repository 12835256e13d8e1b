import type { PageContent } from '../page-contract/page-view.js';

/** What a page renders of a singleton: title, intro, hero image and body (not its id, type name or SEO tags). */
export function pageContent({ title, intro, heroImage, body }: PageContent): PageContent {
  return { title, intro, heroImage, body };
}

/** A singleton on pages 2 and more of its list: only the title and intro show above the cards. */
export function pageHeading({ title, intro }: PageContent): PageContent {
  return { title, intro, heroImage: null, body: null };
}
