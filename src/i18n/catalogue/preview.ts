/**
 * The editors' preview's words: only editors see them, on pages the preview server renders, so they stay out of the
 * messages every page carries (page-messages.ts).
 */
export const fr = {
  'preview.banner':
    'Aperçu\u00a0: cette page montre le contenu non publié du CMS. Les visiteurs ne la voient pas ainsi.',
  'preview.exit': 'Quitter l’aperçu',
  'preview.draft': 'Brouillon',
  'preview.live': 'En ligne',
  'preview.unauthorized': 'Cet aperçu est réservé aux éditeurs. Ouvrez-le depuis le CMS.',
  'preview.failed': 'Le contenu n’a pas pu être chargé. Réessayez dans un instant.',
} as const;

export const en: Record<keyof typeof fr, string> = {
  'preview.banner': 'Preview: this page shows unpublished content from the CMS. Visitors do not see it this way.',
  'preview.exit': 'Exit preview',
  'preview.draft': 'Draft',
  'preview.live': 'Live',
  'preview.unauthorized': 'This preview is for editors. Open it from the CMS.',
  'preview.failed': 'The content could not be loaded. Try again in a moment.',
};
