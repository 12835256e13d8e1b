import { createHash, hash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { codeHash } from './code-hash.js';
import { contentFolderKey, projectCacheFolder } from './content-caches.js';
import { writePartsSync } from '../../io/write-parts.js';

/** The file's end: the index's length (4 bytes) then this mark. */
const END_MARK = Buffer.from('CSC2');
const TRAILER_BYTES = 4 + END_MARK.length;
const CACHE_EXTENSION = '.bin';
const WRITE_RUN_BYTES = 1 << 20;
/** The index is kept as JSON text in pieces of this many entries while the cache is written. */
const INDEX_PIECE_ENTRIES = 512;

/** Where an entry lies in the cache file, and what it was made from. */
interface IndexEntry {
  /** SHA-256 of the record file's bytes. */
  contentHash: string;
  /**
   * The record file's identity (file-identity.ts) when those bytes were read, if it could be trusted then (not
   * racy): while the file keeps it, its bytes are those and need not be read again. Empty otherwise.
   */
  identity: string;
  offset: number;
  length: number;
  /** SHA-256 of the entry's bytes: a damaged entry is never used. */
  entryHash: string;
}

type SerializedIndex = [
  file: string,
  contentHash: string,
  identity: string,
  offset: number,
  length: number,
  entryHash: string,
][];

const sha256 = (bytes: Buffer): string => hash('sha256', bytes, 'hex');

/**
 * The hash of the code that validates and converts a record file: this module and what the content loader
 * imports (load-content.ts holds the conversion), so a change to any of it, or to a library, empties the cache.
 */
const validationCode = codeHash(
  [join(import.meta.dirname, 'load-content.ts'), import.meta.filename].map((file) => file.replace(/\.js$/, '.ts')),
);

const HEADER_START = 'content-store-cache ';

/** The first line: the code and the content folder the cache is for. */
function header(contentDir: string): Buffer {
  return Buffer.from(`${HEADER_START}${validationCode} ${JSON.stringify(contentDir)}\n`);
}

/** The default cache file of a content folder: `.cache/content-store/{hash of its path}` in the project. */
export function recordFileCachePath(contentDir: string): string {
  return join(projectCacheFolder('content-store'), `${contentFolderKey(contentDir)}${CACHE_EXTENSION}`);
}

/**
 * What an earlier load of a content folder made of each record file, by file and content hash, with the file's
 * identity when it was read (one file: a header naming the code, the entries, then their index). Whatever does not
 * read back exactly as written (another code's cache, a truncated or damaged file) is not used: the file is then
 * validated again.
 */
export class RecordFileCache {
  private constructor(
    private readonly fd: number | undefined,
    private readonly index: ReadonlyMap<string, IndexEntry>,
  ) {}

  /** The cache of `contentDir` at `path`; an empty one when it is missing, from other code, or unreadable. */
  static open(path: string, contentDir: string): RecordFileCache {
    let fd: number | undefined;
    try {
      fd = openSync(path, 'r');
      return new RecordFileCache(fd, readIndex(fd, header(contentDir)));
    } catch {
      if (fd !== undefined) closeSync(fd);
      return new RecordFileCache(undefined, new Map());
    }
  }

  get size(): number {
    return this.index.size;
  }

  /** The content hash of the record file `file`'s entry, if it has one. */
  contentHash(file: string): string | undefined {
    return this.index.get(file)?.contentHash;
  }

  /** The identity `file` had when its entry was made ('' when it was not trusted then, undefined without an entry). */
  identity(file: string): string | undefined {
    return this.index.get(file)?.identity;
  }

  /** The entry stored for `file` with this content, if it reads back intact. */
  entry(file: string, contentHash: string): Buffer | undefined {
    const found = this.index.get(file);
    if (this.fd === undefined || !found || found.contentHash !== contentHash) return undefined;
    const bytes = Buffer.allocUnsafe(found.length);
    if (readFully(this.fd, bytes, found.offset) < found.length || sha256(bytes) !== found.entryHash) return undefined;
    return bytes;
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
  }
}

/**
 * Writes a new cache beside `path`, which replaces the old one only once complete (readers keep the old one); the
 * caches of content folders that no longer exist (a test's temporary copy) are removed then.
 */
export class RecordFileCacheWriter {
  private readonly temporary: string;
  private readonly fd: number;
  private written = 0;
  /** Entries not written yet: they are written in runs of about WRITE_RUN_BYTES. */
  private run: Buffer[] = [];
  private runBytes = 0;
  private closed = false;
  /**
   * The index (SerializedIndex) as JSON text without its brackets, in pieces: a few bytes an entry rather than an
   * array and two hash strings on the heap (10 MB at 100,000 pages), nor the whole index made again at the end.
   */
  private readonly index: Buffer[] = [];
  private indexEntries: string[] = [];

  constructor(
    private readonly path: string,
    contentDir: string,
  ) {
    mkdirSync(dirname(path), { recursive: true });
    this.temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    this.fd = openSync(this.temporary, 'w');
    const start = header(contentDir);
    this.run.push(start);
    this.runBytes = start.length;
  }

  /** Adds the entry of `file` (its bytes' hash, its identity then or ''), given as the parts it is made of. */
  add(file: string, contentHash: string, identity: string, parts: readonly Buffer[]): void {
    const entryHash = createHash('sha256');
    let length = 0;
    for (const part of parts) {
      entryHash.update(part);
      length += part.length;
    }
    const entry: SerializedIndex[number] = [
      file,
      contentHash,
      identity,
      this.written + this.runBytes,
      length,
      entryHash.digest('hex'),
    ];
    this.indexEntries.push(JSON.stringify(entry));
    if (this.indexEntries.length >= INDEX_PIECE_ENTRIES) this.indexPiece();
    this.run.push(...parts);
    this.runBytes += length;
    if (this.runBytes >= WRITE_RUN_BYTES) this.flush();
  }

  /** Completes the file and puts it in place. */
  commit(): void {
    this.indexPiece();
    const index = [Buffer.from('['), ...this.index, Buffer.from(']')];
    const indexLength = index.reduce((total, piece) => total + piece.length, 0);
    const trailer = Buffer.alloc(TRAILER_BYTES);
    trailer.writeUInt32LE(indexLength, 0);
    END_MARK.copy(trailer, 4);
    this.run.push(...index, trailer);
    this.runBytes += indexLength + trailer.length;
    this.flush();
    this.close();
    renameSync(this.temporary, this.path);
    removeOrphans(dirname(this.path));
  }

  /** Leaves the old cache as it was. */
  abandon(): void {
    this.close();
    rmSync(this.temporary, { force: true });
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }

  /** The index entries not in a piece yet, as the next piece. */
  private indexPiece(): void {
    if (this.indexEntries.length === 0) return;
    this.index.push(Buffer.from(`${this.index.length > 0 ? ',' : ''}${this.indexEntries.join(',')}`));
    this.indexEntries = [];
  }

  private flush(): void {
    this.written += writePartsSync(this.fd, this.run, this.written);
    this.run = [];
    this.runBytes = 0;
  }
}

function readFully(fd: number, into: Buffer, position: number): number {
  let read = 0;
  while (read < into.length) {
    const n = readSync(fd, into, read, into.length - read, position + read);
    if (n === 0) break;
    read += n;
  }
  return read;
}

function readIndex(fd: number, expected: Buffer): Map<string, IndexEntry> {
  const size = fstatSync(fd).size;
  const start = Buffer.alloc(expected.length);
  const trailer = Buffer.alloc(TRAILER_BYTES);
  if (size < expected.length + TRAILER_BYTES || readFully(fd, start, 0) < start.length || !start.equals(expected)) {
    throw new Error('not a cache of this code');
  }
  readFully(fd, trailer, size - TRAILER_BYTES);
  const indexLength = trailer.readUInt32LE(0);
  if (!trailer.subarray(4).equals(END_MARK) || indexLength > size - TRAILER_BYTES - expected.length) {
    throw new Error('incomplete cache');
  }
  const indexBytes = Buffer.alloc(indexLength);
  readFully(fd, indexBytes, size - TRAILER_BYTES - indexLength);
  const entries = JSON.parse(indexBytes.toString('utf8')) as SerializedIndex;
  const end = size - TRAILER_BYTES - indexLength;
  return new Map(
    entries.map(([file, contentHash, identity, offset, length, entryHash]) => {
      if (offset < expected.length || offset + length > end || typeof identity !== 'string')
        throw new Error('entry out of bounds');
      return [file, { contentHash, identity, offset, length, entryHash }];
    }),
  );
}

/** Removes the caches in `folder` whose content folder no longer exists. */
function removeOrphans(folder: string): void {
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith(CACHE_EXTENSION))) {
    const path = join(folder, name);
    const first = firstLine(path);
    const dir = first.startsWith(HEADER_START) ? first.slice(first.indexOf(' ', HEADER_START.length) + 1) : '';
    if (dir.startsWith('"') && !existsSync(JSON.parse(dir) as string)) rmSync(path, { force: true });
  }
}

/** The first line of a file; empty when it cannot be read (another load removed it meanwhile). */
function firstLine(path: string): string {
  const line = Buffer.alloc(4096);
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return '';
  }
  const length = readFully(fd, line, 0);
  closeSync(fd);
  return line.toString('utf8', 0, length).split('\n', 1)[0] ?? '';
}
