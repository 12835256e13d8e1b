/**
 * The newsletter confirmation's and unsubscription's words: in the submission service's emails and pages only, so
 * they stay out of the messages every page carries (page-messages.ts).
 */
export const fr = {
  'newsletter.emailSubject': 'Confirmez votre abonnement à l’infolettre',
  'newsletter.emailGreeting': 'Bonjour,',
  'newsletter.emailIntro': 'Pour recevoir notre infolettre, confirmez votre adresse en suivant ce lien\u00a0:',
  'newsletter.emailExpiry': 'Ce lien expire dans {days}\u00a0jours.',
  'newsletter.emailIgnore':
    'Si vous n’avez pas demandé cet abonnement, ignorez ce courriel\u00a0: aucune infolettre ne vous sera envoyée.',
  'newsletter.emailUnsubscribe': 'Pour ne plus recevoir de courriels de notre part\u00a0:',
  'newsletter.confirmTitle': 'Confirmer votre abonnement',
  'newsletter.confirmPrompt': 'Confirmez l’abonnement de {email} à l’infolettre.',
  'newsletter.confirmButton': 'Confirmer mon abonnement',
  'newsletter.confirmedTitle': 'Abonnement confirmé',
  'newsletter.confirmed': 'Merci\u202f! Votre abonnement à l’infolettre est confirmé.',
  'newsletter.expired': 'Ce lien de confirmation a expiré. Abonnez-vous de nouveau pour en recevoir un autre.',
  'newsletter.invalid': 'Ce lien n’est pas valide. Vérifiez qu’il est complet, ou abonnez-vous de nouveau.',
  'newsletter.wasUnsubscribed':
    'Cette adresse est désabonnée. Pour recevoir de nouveau l’infolettre, abonnez-vous de nouveau.',
  'newsletter.unsubscribeTitle': 'Se désabonner de l’infolettre',
  'newsletter.unsubscribePrompt': 'Désabonner {email} de l’infolettre.',
  'newsletter.unsubscribeButton': 'Me désabonner',
  'newsletter.unsubscribedTitle': 'Désabonnement effectué',
  'newsletter.unsubscribed': 'C’est fait\u00a0: vous ne recevrez plus l’infolettre.',
  'newsletter.linkErrorTitle': 'Lien non valide',
  'newsletter.subscribe': 'S’abonner à l’infolettre',
} as const;

export const en: Record<keyof typeof fr, string> = {
  'newsletter.emailSubject': 'Confirm your newsletter subscription',
  'newsletter.emailGreeting': 'Hello,',
  'newsletter.emailIntro': 'To receive our newsletter, confirm your address by following this link:',
  'newsletter.emailExpiry': 'This link expires in {days} days.',
  'newsletter.emailIgnore':
    'If you did not ask for this subscription, ignore this email: no newsletter will be sent to you.',
  'newsletter.emailUnsubscribe': 'To stop receiving emails from us:',
  'newsletter.confirmTitle': 'Confirm your subscription',
  'newsletter.confirmPrompt': 'Confirm the newsletter subscription of {email}.',
  'newsletter.confirmButton': 'Confirm my subscription',
  'newsletter.confirmedTitle': 'Subscription confirmed',
  'newsletter.confirmed': 'Thank you! Your newsletter subscription is confirmed.',
  'newsletter.expired': 'This confirmation link has expired. Subscribe again to receive a new one.',
  'newsletter.invalid': 'This link is not valid. Check that it is complete, or subscribe again.',
  'newsletter.wasUnsubscribed': 'This address is unsubscribed. To receive the newsletter again, subscribe again.',
  'newsletter.unsubscribeTitle': 'Unsubscribe from the newsletter',
  'newsletter.unsubscribePrompt': 'Unsubscribe {email} from the newsletter.',
  'newsletter.unsubscribeButton': 'Unsubscribe me',
  'newsletter.unsubscribedTitle': 'Unsubscribed',
  'newsletter.unsubscribed': 'Done: you will no longer receive the newsletter.',
  'newsletter.linkErrorTitle': 'Link not valid',
  'newsletter.subscribe': 'Subscribe to the newsletter',
};

/** A newsletter message's name without its `newsletter.` prefix, as the submission service's code names it. */
export type NewsletterMessage = {
  [Key in keyof typeof fr]: Key extends `newsletter.${infer Name}` ? Name : never;
}[keyof typeof fr];
