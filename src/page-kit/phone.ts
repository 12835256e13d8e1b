/**
 * A phone number of the content (`514 555-0119`, `+1 514 555-0119`, `1-800-555-0100`) in E.164 (`+15145550119`).
 * Numbers without a country code are North American (the firm's offices are in Québec).
 */
export function e164(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return digits;
}

/** The `tel:` link of a phone number: dialable from anywhere. */
export function telHref(phone: string): string {
  return `tel:${e164(phone)}`;
}
