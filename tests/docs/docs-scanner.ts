/**
 * What the docs-drift test reads in Markdown: the commands (`npm run NAME -- --option`), the repository paths named
 * in code spans and links, the relative links, and mentions of the project's own history (a session, an issue
 * number). Each function takes the text and what the repository holds, so the test can plant text in it.
 */

/** One problem, at a line of a file. */
export interface Finding {
  line: number;
  message: string;
}

/** A code span, a line of a fenced code block or a link target, with its line (1-based) and the text before it. */
interface Piece {
  text: string;
  line: number;
  /** The text of its line before it (code spans and links only). */
  before: string;
  /** The piece is alone on its line and a fenced code block follows it: a label of the file shown. */
  labelsBlock: boolean;
}

interface MarkdownPieces {
  spans: Piece[];
  /** Lines of fenced code blocks, backslash continuations joined. */
  codeLines: Piece[];
  links: Piece[];
  /** The text outside fenced blocks and code spans. */
  prose: Piece[];
  /** Paths and folders declared by `<!-- new-files: a b -->`: what a guide tells the reader to create. */
  newFiles: string[];
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Splits Markdown into code spans, fenced code lines, link targets and prose. */
export function markdownPieces(markdown: string): MarkdownPieces {
  const lines = markdown.split('\n');
  const codeLines: Piece[] = [];
  const outside: string[] = [];
  let fence: string | undefined;
  let pending: Piece | undefined;
  lines.forEach((line, index) => {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (fence === undefined && marker) {
      fence = marker;
      outside.push('');
      return;
    }
    if (fence !== undefined) {
      if (marker?.startsWith(fence)) fence = undefined;
      else {
        const joined = pending ? `${pending.text} ${line.trim()}` : line;
        if (joined.endsWith('\\'))
          pending = { text: joined.slice(0, -1), line: pending?.line ?? index + 1, before: '', labelsBlock: false };
        else {
          codeLines.push({ text: joined, line: pending?.line ?? index + 1, before: '', labelsBlock: false });
          pending = undefined;
        }
      }
      outside.push('');
      return;
    }
    outside.push(line);
  });
  const text = outside.join('\n');
  const newFiles = [...text.matchAll(/<!--\s*new-files:([\s\S]*?)-->/g)].flatMap((match) =>
    (match[1] ?? '').split(/\s+/).filter(Boolean),
  );
  const withoutComments = text.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));
  const spans: Piece[] = [];
  const lineStart = (index: number) => withoutComments.lastIndexOf('\n', index - 1) + 1;
  for (const match of withoutComments.matchAll(/(`+)((?:(?!\n\s*\n)[\s\S])+?)\1/g)) {
    const start = match.index ?? 0;
    const line = lineAt(withoutComments, start);
    const before = withoutComments.slice(lineStart(start), start);
    const after = withoutComments.slice(
      start + match[0].length,
      withoutComments.indexOf('\n', start + match[0].length),
    );
    const next = lines.slice(line).find((candidate) => candidate.trim() !== '') ?? '';
    spans.push({
      text: (match[2] ?? '').replace(/\s*\n\s*/g, ' ').trim(),
      line,
      before,
      labelsBlock: before.trim() === '' && after.trim().replace(/:$/, '') === '' && /^\s*(```|~~~)/.test(next),
    });
  }
  const noSpans = withoutComments.replace(/(`+)((?:(?!\n\s*\n)[\s\S])+?)\1/g, (span) => span.replace(/[^\n]/g, ' '));
  const inline = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
  const definition = /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm;
  const links = [...noSpans.matchAll(inline), ...noSpans.matchAll(definition)].map((match) => ({
    text: match[1] ?? '',
    line: lineAt(noSpans, match.index ?? 0),
    before: '',
    labelsBlock: false,
  }));
  const prose = noSpans
    .split('\n')
    .map((line, index) => ({ text: line, line: index + 1, before: '', labelsBlock: false }));
  return { spans, codeLines, links, prose, newFiles };
}

/** npm's own options, which may come before the `--` that starts the script's. */
const NPM_OPTIONS = new Set([
  '--silent',
  '-s',
  '--quiet',
  '-q',
  '--if-present',
  '--ignore-scripts',
  '--workspaces',
  '--loglevel',
]);

/** What `commandFindings` knows of the commands: package.json's scripts and the options each accepts. */
export interface CommandCatalogue {
  scripts: ReadonlySet<string>;
  /** The options (`--name`, `-x`) of an npm script, or of a script run directly (`scripts/bench-partial.ts`). */
  options: (command: string) => ReadonlySet<string> | undefined;
}

/** The arguments of a command line after `start`, up to the end of the command (`&&`, `;`, `|`, a comment). */
function argumentsOf(text: string): string[] {
  const end = text.search(/&&|\|\||;|\s\|\s|\s#|\bnpm run\b|\bnpx\b/);
  return (end === -1 ? text : text.slice(0, end)).replace(/[[\]]/g, ' ').split(/\s+/).filter(Boolean);
}

const optionName = (token: string) => token.replace(/[=].*$/, '').replace(/[.,:;)]+$/, '');

/** Commands that name no package.json script, and options that their command does not accept. */
export function commandFindings(markdown: string, catalogue: CommandCatalogue): Finding[] {
  const findings: Finding[] = [];
  const { spans, codeLines, prose } = markdownPieces(markdown);
  for (const piece of [...spans, ...codeLines]) {
    for (const match of piece.text.matchAll(/\bnpm run ([\w:.-]*\w)/g)) {
      const name = match[1] ?? '';
      if (!catalogue.scripts.has(name)) {
        findings.push({ line: piece.line, message: `npm run ${name}: no such script in package.json` });
        continue;
      }
      const args = argumentsOf(piece.text.slice((match.index ?? 0) + match[0].length));
      const dashes = args.indexOf('--');
      for (const token of dashes === -1 ? args : args.slice(0, dashes)) {
        if (token.startsWith('-') && !NPM_OPTIONS.has(optionName(token)))
          findings.push({
            line: piece.line,
            message: `npm run ${name} ${token}: an option before \`--\` goes to npm, not to the script`,
          });
      }
      if (dashes === -1) continue;
      const accepted = catalogue.options(name) ?? new Set<string>();
      for (const token of args.slice(dashes + 1)) {
        if (!/^--?[a-zA-Z]/.test(token)) continue;
        if (!accepted.has(optionName(token)))
          findings.push({
            line: piece.line,
            message: `npm run ${name} -- ${optionName(token)}: not an option of ${name}`,
          });
      }
    }
    for (const match of piece.text.matchAll(/\bnpx tsx (scripts\/[\w/-]+\.ts)/g)) {
      const accepted = catalogue.options(match[1] ?? '');
      if (!accepted) continue;
      for (const token of argumentsOf(piece.text.slice((match.index ?? 0) + match[0].length))) {
        if (/^--?[a-zA-Z]/.test(token) && !accepted.has(optionName(token)))
          findings.push({ line: piece.line, message: `${match[1]} ${optionName(token)}: not an option of the script` });
      }
    }
  }
  for (const piece of prose) {
    for (const match of piece.text.matchAll(/\bnpm run ([\w:.-]*[\w])/g)) {
      if (!catalogue.scripts.has(match[1] ?? ''))
        findings.push({ line: piece.line, message: `npm run ${match[1]}: no such script in package.json` });
    }
  }
  return findings;
}

/** The folders a repository path may start with, and the files at the root a code span may name alone. */
const PATH_START = /^(?:src|scripts|tests|docs|pages|renderer|content|content-queries|public|builds|\.github|\.ci)\//;
const ROOT_FILES =
  /^(?:package\.json|package-lock\.json|tsconfig\.json|biome\.json|(?:vite|vitest)\.config\.ts|\.gitignore|\.nvmrc|netlify\.toml|wrangler\.toml)$/;

/** A path with placeholders (`{id}`, `<page>`, `*`, `…`, `$ID`) as a regular expression over the repository's paths. */
export function pathPattern(path: string): RegExp | undefined {
  if (!/[{}<>*…$]|\.\.\./.test(path)) return undefined;
  let source = '';
  for (const part of path.replace(/\/$/, '').split(/(\{[^}]*\}|<[^>]*>|\*\*|\*|…|\.\.\.|\$\w+)/)) {
    if (/^(\{.*\}|<.*>|\$\w+)$/.test(part)) source += '[^/]+';
    else if (part === '**' || part === '…' || part === '...') source += '.*';
    else if (part === '*') source += '[^/]*';
    else source += part.replace(/[.+?^$()|[\]\\{}]/g, '\\$&');
  }
  return new RegExp(`^${source}/?$`);
}

/** The repository paths a code span names: the whole span, or its words that start with a source folder. */
function spanPaths(span: string): string[] {
  if (ROOT_FILES.test(span)) return [span];
  return span
    .split(/\s+/)
    .map((word) =>
      word
        .replace(/^['"(]+/, '')
        .replace(/['",;.)]+$/, '')
        .replace(/(?::\d+(?:-\d+)?|#L?\d+)$/, ''),
    )
    .filter((word) => PATH_START.test(word) && !word.includes('://'));
}

/** What `pathFindings` knows of the repository. */
export interface RepositoryView {
  /** The path (no placeholder) is a file or folder of the checkout. */
  exists: (path: string) => boolean;
  /** Every file and folder (folders ending with `/`), for paths with placeholders. */
  paths: readonly string[];
  /** Git ignores the path: generated output (`builds/…`), not a repository file. */
  ignored: (path: string) => boolean;
}

/**
 * Repository paths named in code spans and links that do not exist, and relative links that lead nowhere. A path
 * a guide asks to create is not checked: declared in a `<!-- new-files: … -->` comment, written right after
 * "create", "add" or "new", or alone on its line above the code block that shows it.
 */
export function pathFindings(file: string, markdown: string, repository: RepositoryView): Finding[] {
  const findings: Finding[] = [];
  const { spans, links, newFiles } = markdownPieces(markdown);
  const isNew = (path: string) =>
    newFiles.some((declared) => path === declared || (declared.endsWith('/') && path.startsWith(declared)));
  const found = (path: string) => {
    const pattern = pathPattern(path);
    if (!pattern) return repository.exists(path.replace(/\/$/, ''));
    return repository.paths.some((candidate) => pattern.test(candidate));
  };
  for (const span of spans) {
    for (const path of spanPaths(span.text)) {
      if (found(path) || repository.ignored(path) || isNew(path)) continue;
      if (span.labelsBlock || /\b(?:create|creates|add|adds|new|new file)\s*$/i.test(span.before)) continue;
      findings.push({ line: span.line, message: `\`${path}\`: no such file or folder` });
    }
  }
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  for (const link of links) {
    const target = link.text.replace(/[#?].*$/, '');
    if (!target || /^[a-z][a-z+.-]*:/i.test(link.text)) continue;
    const path = normalize(target.startsWith('/') ? target.slice(1) : folder ? `${folder}/${target}` : target);
    if (path === undefined || !(repository.exists(path) || isNew(path)))
      findings.push({ line: link.line, message: `link to ${link.text}: no such file` });
  }
  return findings;
}

/** `docs/guides/../reference/x.md` as `docs/reference/x.md`; undefined when it leaves the repository. */
function normalize(path: string): string | undefined {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/').replace(/\/$/, '');
}

/**
 * The marks of this project's own history in a text: a work session named by its number, one of the project's
 * issues by number (the word "issue" or "issues" and a number, or a hash and one or two digits; a longer number
 * after "see", "fixes" and the like). A link to another project's issue (a URL) is not one, nor a colour.
 */
const HISTORY = [
  /\bsessions?\s+\d+/i,
  /\bissues?\s+#?\d+/i,
  /\b(?:see|in|of|fixes|fixed|closes|closed|from|per|PR|pull request)\s+#\d+\b/i,
  /(?<![\w&#/])#\d{1,2}\b(?![\w-])/,
];

export function historyFindings(text: string): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    for (const pattern of HISTORY) {
      const match = pattern.exec(line);
      if (match) {
        findings.push({ line: index + 1, message: `names the project's history: "${match[0]}"` });
        break;
      }
    }
  });
  return findings;
}
