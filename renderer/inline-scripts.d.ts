/** The script first in the head of `/` (renderer/client/root-language.ts, bundled by renderer/vite/inline-script-plugin.ts). */
declare module 'virtual:root-language-script' {
  /** The script's text. */
  export const source: string;
  /** Its Content-Security-Policy source, `sha256-…`. */
  export const hash: string;
}
