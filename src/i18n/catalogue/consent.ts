/**
 * The consent banner's and dialog's words. They travel in the consent chunk, which loads only on sites with a tag
 * manager, rather than in the messages every page carries in its HTML (page-messages.ts).
 */
export const fr = {
  'consent.title': 'Vos choix en matière de témoins',
  'consent.text':
    'Avec votre accord, nous mesurons l’audience du site (Google Tag Manager, Google Analytics) pour l’améliorer. Rien de cela n’est activé sans votre consentement, et vous pouvez changer d’avis en tout temps depuis le pied de page.',
  'consent.privacy': 'Politique de confidentialité',
  'consent.acceptAll': 'Tout accepter',
  'consent.rejectAll': 'Tout refuser',
  'consent.customize': 'Personnaliser',
  'consent.dialogTitle': 'Préférences de témoins',
  'consent.necessary': 'Nécessaires (toujours actifs)',
  'consent.necessaryText': 'Votre langue et le présent choix, conservés dans votre navigateur.',
  'consent.analytics': 'Mesure d’audience',
  'consent.analyticsText': 'Pages vues et interactions, comptées de façon agrégée (Google Analytics).',
  'consent.advertising': 'Publicité',
  'consent.advertisingText': 'Mesure de nos campagnes publicitaires (Google Ads).',
  'consent.save': 'Enregistrer mes choix',
  'consent.close': 'Fermer',
} as const;

export type ConsentMessageKey = keyof typeof fr;

export const en: Record<ConsentMessageKey, string> = {
  'consent.title': 'Your cookie choices',
  'consent.text':
    'With your agreement, we measure the site’s audience (Google Tag Manager, Google Analytics) to improve it. None of it is turned on without your consent, and you can change your mind at any time from the footer.',
  'consent.privacy': 'Privacy policy',
  'consent.acceptAll': 'Accept all',
  'consent.rejectAll': 'Reject all',
  'consent.customize': 'Customize',
  'consent.dialogTitle': 'Cookie preferences',
  'consent.necessary': 'Strictly necessary (always on)',
  'consent.necessaryText': 'Your language and this choice, kept in your browser.',
  'consent.analytics': 'Audience measurement',
  'consent.analyticsText': 'Pages viewed and interactions, counted in aggregate (Google Analytics).',
  'consent.advertising': 'Advertising',
  'consent.advertisingText': 'Measuring our advertising campaigns (Google Ads).',
  'consent.save': 'Save my choices',
  'consent.close': 'Close',
};
