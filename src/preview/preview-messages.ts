import type { Locale } from '../config/locales.js';

/**
 * The preview's own words, in both languages. Kept out of the site's catalogue (src/i18n/messages.ts), which every
 * page ships to its visitors: only editors see these, on pages the preview server renders.
 */
export const previewMessages = {
  fr: {
    banner: 'Aperçu\u00a0: cette page montre le contenu non publié du CMS. Les visiteurs ne la voient pas ainsi.',
    exit: 'Quitter l’aperçu',
    draft: 'Brouillon',
    live: 'En ligne',
    unauthorized: 'Cet aperçu est réservé aux éditeurs. Ouvrez-le depuis le CMS.',
    failed: 'Le contenu n’a pas pu être chargé. Réessayez dans un instant.',
  },
  en: {
    banner: 'Preview: this page shows unpublished content from the CMS. Visitors do not see it this way.',
    exit: 'Exit preview',
    draft: 'Draft',
    live: 'Live',
    unauthorized: 'This preview is for editors. Open it from the CMS.',
    failed: 'The content could not be loaded. Try again in a moment.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type PreviewMessage = keyof (typeof previewMessages)['fr'];
