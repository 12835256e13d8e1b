/** The CSS `aspect-ratio` of a video's box: its own width / height, else 16 / 9. */
export function videoAspectRatio(media: { width: number | null; height: number | null }): string {
  return media.width && media.height ? `${media.width} / ${media.height}` : '16 / 9';
}
