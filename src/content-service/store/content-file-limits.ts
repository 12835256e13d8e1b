/**
 * The largest content files read: a file over its limit is refused with a problem naming it (and the content watcher
 * skips it with a warning), never read whole into memory. A record file, `site.json` or an upload's metadata file:
 * 4 MB, hundreds of times the largest record of the site (7.5 KB; a long article in structured text is tens of KB).
 * An upload's file: 64 MB (an image, a document, a short video), the largest of the site being 80 KB.
 */
export const CONTENT_FILE_MAX_BYTES = 4 * 1024 * 1024;
export const UPLOAD_FILE_MAX_BYTES = 64 * 1024 * 1024;
