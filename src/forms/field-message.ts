import type { PageMessageKey } from '../i18n/page-messages.js';
import type { Translate } from '../i18n/translator.js';
import type { FieldError } from './form-schemas.js';

/** The catalogue message of a refused field, in whichever language `translate` speaks. */
export function fieldMessage(translate: Translate<PageMessageKey>, error: FieldError): string {
  return translate(`forms.error.${error.reason}`, error.max === undefined ? undefined : { max: error.max });
}
