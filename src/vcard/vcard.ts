import { foldLine } from './fold.js';

/** One content line of a vCard: `NAME;PARAM=…:value`, its value already escaped for its type. */
export interface VcardProperty {
  name: string;
  params?: readonly string[];
  value: string;
}

/** A vCard 3.0 (RFC 2426): UTF-8 text, CRLF line endings, lines folded at 75 octets. */
export function serializeVcard(properties: readonly VcardProperty[]): string {
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    ...properties.map(({ name, params = [], value }) => `${[name, ...params].join(';')}:${value}`),
    'END:VCARD',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
