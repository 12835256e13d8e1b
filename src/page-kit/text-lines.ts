/** The non-empty lines of a multi-line text field (key points, mandates, education…), trimmed: one list item each. */
export function textLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
