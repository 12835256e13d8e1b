import type { Locale } from '../config/locales.js';

/**
 * The newsletter confirmation's and unsubscription's words, in both languages: in its emails and on the service's
 * pages only, so they stay out of the catalogue every page of the site ships.
 */
export const newsletterMessages = {
  fr: {
    emailSubject: 'Confirmez votre abonnement à l’infolettre',
    emailGreeting: 'Bonjour,',
    emailIntro: 'Pour recevoir notre infolettre, confirmez votre adresse en suivant ce lien\u00a0:',
    emailExpiry: 'Ce lien expire dans {days}\u00a0jours.',
    emailIgnore: 'Si vous n’avez pas demandé cet abonnement, ignorez ce courriel\u00a0: aucune infolettre ne vous sera envoyée.',
    emailUnsubscribe: 'Pour ne plus recevoir de courriels de notre part\u00a0:',
    confirmTitle: 'Confirmer votre abonnement',
    confirmPrompt: 'Confirmez l’abonnement de {email} à l’infolettre.',
    confirmButton: 'Confirmer mon abonnement',
    confirmedTitle: 'Abonnement confirmé',
    confirmed: 'Merci\u202f! Votre abonnement à l’infolettre est confirmé.',
    expired: 'Ce lien de confirmation a expiré. Abonnez-vous de nouveau pour en recevoir un autre.',
    invalid: 'Ce lien n’est pas valide. Vérifiez qu’il est complet, ou abonnez-vous de nouveau.',
    wasUnsubscribed: 'Cette adresse est désabonnée. Pour recevoir de nouveau l’infolettre, abonnez-vous de nouveau.',
    unsubscribeTitle: 'Se désabonner de l’infolettre',
    unsubscribePrompt: 'Désabonner {email} de l’infolettre.',
    unsubscribeButton: 'Me désabonner',
    unsubscribedTitle: 'Désabonnement effectué',
    unsubscribed: 'C’est fait\u00a0: vous ne recevrez plus l’infolettre.',
    linkErrorTitle: 'Lien non valide',
    subscribe: 'S’abonner à l’infolettre',
  },
  en: {
    emailSubject: 'Confirm your newsletter subscription',
    emailGreeting: 'Hello,',
    emailIntro: 'To receive our newsletter, confirm your address by following this link:',
    emailExpiry: 'This link expires in {days} days.',
    emailIgnore: 'If you did not ask for this subscription, ignore this email: no newsletter will be sent to you.',
    emailUnsubscribe: 'To stop receiving emails from us:',
    confirmTitle: 'Confirm your subscription',
    confirmPrompt: 'Confirm the newsletter subscription of {email}.',
    confirmButton: 'Confirm my subscription',
    confirmedTitle: 'Subscription confirmed',
    confirmed: 'Thank you! Your newsletter subscription is confirmed.',
    expired: 'This confirmation link has expired. Subscribe again to receive a new one.',
    invalid: 'This link is not valid. Check that it is complete, or subscribe again.',
    wasUnsubscribed: 'This address is unsubscribed. To receive the newsletter again, subscribe again.',
    unsubscribeTitle: 'Unsubscribe from the newsletter',
    unsubscribePrompt: 'Unsubscribe {email} from the newsletter.',
    unsubscribeButton: 'Unsubscribe me',
    unsubscribedTitle: 'Unsubscribed',
    unsubscribed: 'Done: you will no longer receive the newsletter.',
    linkErrorTitle: 'Link not valid',
    subscribe: 'Subscribe to the newsletter',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type NewsletterMessage = keyof (typeof newsletterMessages)['fr'];

/** A message in `locale` with its `{name}` placeholders filled. */
export function newsletterMessage(locale: Locale, key: NewsletterMessage, values: Record<string, string | number> = {}): string {
  return newsletterMessages[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
