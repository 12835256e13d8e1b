import { printable } from '../../io/printable.js';

/** One problem found in the content files. */
export interface ContentProblem {
  /** The file, relative to the content folder. */
  file: string;
  /** The path of the value inside the file (`body.fr-CA.blocks[0].image`); empty for the file itself. */
  path: string;
  reason: string;
}

export type PathSegment = string | number;

/** Thrown by loadContent with every problem found, one per line of the message. */
export class ContentValidationError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: readonly ContentProblem[],
  ) {
    super(
      `Invalid content in ${dir} (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map(formatProblem).join('\n'),
    );
    this.name = 'ContentValidationError';
  }
}

/** A problem as one line: a file name or a value that holds a line break cannot start a line of its own (printable.ts). */
export function formatProblem(problem: ContentProblem): string {
  const { file, path, reason } = problem;
  return printable(path ? `${file}: ${path}: ${reason}` : `${file}: ${reason}`);
}

/** `['body', 'fr-CA', 'blocks', 0, 'image']` -> `body.fr-CA.blocks[0].image`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    const name = String(segment);
    return text ? `${text}.${name}` : name;
  }, '');
}

/** Collects problems while loading, so that all of them are reported together. */
export class ProblemCollector {
  readonly problems: ContentProblem[] = [];

  add(file: string, path: readonly PropertyKey[], reason: string): void {
    this.problems.push({ file, path: formatPath(path), reason });
  }
}
