/** The MIME type of each upload extension the content may use. */
const mimeTypes: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  txt: 'text/plain',
  vcf: 'text/vcard',
};

export function mimeTypeOf(extension: string): string | undefined {
  return Object.hasOwn(mimeTypes, extension) ? mimeTypes[extension] : undefined;
}

/** Image extensions: sharp reads their dimensions (SVG included, rasterised). */
export function isImage(extension: string): boolean {
  return ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'svg'].includes(extension);
}
