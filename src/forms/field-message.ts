import type { MessageKey } from '../i18n/messages.js';
import type { MessageValues } from '../i18n/translator.js';
import type { FieldError } from './form-schemas.js';

/** The catalogue message of a refused field, in whichever language `translate` speaks. */
export function fieldMessage(translate: (key: MessageKey, values?: MessageValues) => string, error: FieldError): string {
  return translate(`forms.error.${error.reason}`, error.max === undefined ? undefined : { max: error.max });
}
