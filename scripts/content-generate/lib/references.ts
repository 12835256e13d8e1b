/**
 * Collects the record and upload ids a content set points to, so that a builder can fail fast on a dangling link
 * before the content loader ever sees the files.
 */
export class References {
  private readonly wanted: { from: string; id: string }[] = [];

  add(from: string, ids: readonly string[] | string | undefined): void {
    if (ids === undefined) return;
    for (const id of typeof ids === 'string' ? [ids] : ids) this.wanted.push({ from, id });
  }

  /** Record links written `[text](record:ID)` in Markdown. */
  addMarkdown(from: string, markdown: string): void {
    const links = [...markdown.matchAll(/\]\(record:([a-z0-9-]+)\)/g)];
    const mentions = markdown.split('record:').length - 1;
    if (links.length !== mentions) throw new Error(`${from}: malformed record link in Markdown`);
    for (const match of links) this.wanted.push({ from, id: match[1] as string });
  }

  /** Throws naming every reference to an id that is not in `known`. */
  check(known: ReadonlySet<string>): void {
    const missing = this.wanted.filter((ref) => !known.has(ref.id));
    if (missing.length > 0) {
      throw new Error(`Dangling references:\n${missing.map((ref) => `  ${ref.from} → ${ref.id}`).join('\n')}`);
    }
  }
}
