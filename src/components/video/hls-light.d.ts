/**
 * hls.js's light build (`hls.js/light`: no subtitles, alternate audio tracks, DRM or CMCD) has the same API as the
 * full one for what it keeps, but its package ships declarations for the full build only.
 */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
