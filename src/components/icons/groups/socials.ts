import type { IconGroupMarkup } from '../icon-names.js';

/** Simple glyphs of the social networks, recognizable at 16 to 24 px. */
const socials: IconGroupMarkup<'socials'> = {
  facebook:
    '<path fill="currentColor" stroke="none" d="M13.6 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z"/>',
  instagram:
    '<rect x="3.5" y="3.5" width="17" height="17" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.1" cy="6.9" r="1.1" fill="currentColor" stroke="none"/>',
  linkedin:
    '<path fill="currentColor" stroke="none" d="M4.6 9.2h3.2v10.3H4.6zM6.2 4a1.85 1.85 0 1 1 0 3.7 1.85 1.85 0 0 1 0-3.7zm3.6 5.2h3.1v1.4c.5-.8 1.5-1.7 3.1-1.7 3.3 0 3.9 2.2 3.9 5v5.6h-3.2v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7v5.1H9.8z"/>',
  tiktok:
    '<path stroke-width="2.25" d="M14 3.5v11a3.75 3.75 0 1 1-3.75-3.75"/><path stroke-width="2.25" d="M14 3.5c.4 2.6 2.3 4.4 5 4.7"/>',
  x: '<path d="M4.5 4h4.2l10.8 16h-4.2z"/><path d="m19.2 4-6.1 6.9M10.9 13.1 4.8 20"/>',
  youtube:
    '<rect x="2.5" y="5.5" width="19" height="13" rx="4"/><path fill="currentColor" d="M10.2 9.3v5.4l4.6-2.7z"/>',
};

export default socials;
