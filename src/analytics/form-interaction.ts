import type { Locale } from '../config/locales.js';
import type { Interaction } from './data-layer.js';

/**
 * A form sent, for the data layer: which form (its kind: `contact`, `newsletter`), where it was (the form's page, or the
 * footer's compact sign-up) and the page's language. Nothing the visitor typed goes with it.
 */
export function formInteraction(kind: string, placement: 'page' | 'footer', locale: Locale): Interaction {
  return {
    target: kind,
    action: 'submit',
    interactionType: 'form',
    targetProperties: { form: placement, language: locale },
  };
}
