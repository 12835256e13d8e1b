import type { Locale } from '../../config/locales.js';

/**
 * The consent banner's and dialog's words. They travel in the consent chunk, which loads only on sites with a tag
 * manager, rather than in the catalogue every page carries in its HTML (src/i18n/messages.ts).
 */
export const consentMessages = {
  fr: {
    title: 'Vos choix en matière de témoins',
    text: 'Avec votre accord, nous mesurons l’audience du site (Google Tag Manager, Google Analytics) pour l’améliorer. Rien de cela n’est activé sans votre consentement, et vous pouvez changer d’avis en tout temps depuis le pied de page.',
    privacy: 'Politique de confidentialité',
    acceptAll: 'Tout accepter',
    rejectAll: 'Tout refuser',
    customize: 'Personnaliser',
    dialogTitle: 'Préférences de témoins',
    necessary: 'Nécessaires (toujours actifs)',
    necessaryText: 'Votre langue et le présent choix, conservés dans votre navigateur.',
    analytics: 'Mesure d’audience',
    analyticsText: 'Pages vues et interactions, comptées de façon agrégée (Google Analytics).',
    advertising: 'Publicité',
    advertisingText: 'Mesure de nos campagnes publicitaires (Google Ads).',
    save: 'Enregistrer mes choix',
    close: 'Fermer',
  },
  en: {
    title: 'Your cookie choices',
    text: 'With your agreement, we measure the site’s audience (Google Tag Manager, Google Analytics) to improve it. None of it is turned on without your consent, and you can change your mind at any time from the footer.',
    privacy: 'Privacy policy',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    customize: 'Customize',
    dialogTitle: 'Cookie preferences',
    necessary: 'Strictly necessary (always on)',
    necessaryText: 'Your language and this choice, kept in your browser.',
    analytics: 'Audience measurement',
    analyticsText: 'Pages viewed and interactions, counted in aggregate (Google Analytics).',
    advertising: 'Advertising',
    advertisingText: 'Measuring our advertising campaigns (Google Ads).',
    save: 'Save my choices',
    close: 'Close',
  },
} as const satisfies Record<Locale, Record<string, string>>;
