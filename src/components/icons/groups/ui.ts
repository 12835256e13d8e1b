import type { IconGroupMarkup } from '../icon-names.js';

const dot = (cx: number, cy: number) => `<circle cx="${cx}" cy="${cy}" r="1" fill="currentColor" stroke="none"/>`;

/** Interface icons: 1.5 px strokes on a 24 px grid. */
const ui: IconGroupMarkup<'ui'> = {
  arrow: '<path d="M4 12h15.5"/><path d="m13.5 6 6 6-6 6"/>',
  chevron: '<path d="m6 9 6 6 6-6"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  contact: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3.5 6.5 8.5 6.5 8.5-6.5"/>',
  download: '<path d="M12 4v11"/><path d="m7 10 5 5 5-5"/><path d="M5 20h14"/>',
  filters: '<path d="M4 7h10M18 7h2M4 17h2M10 17h10"/><circle cx="16" cy="7" r="2"/><circle cx="8" cy="17" r="2"/>',
  grid: '<rect x="4" y="4" width="6.5" height="6.5" rx="1"/><rect x="13.5" y="4" width="6.5" height="6.5" rx="1"/><rect x="4" y="13.5" width="6.5" height="6.5" rx="1"/><rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1"/>',
  info: `<circle cx="12" cy="12" r="9"/><path d="M12 11v5.5"/>${dot(12, 7.75)}`,
  linkout:
    '<path d="M14 4h6v6"/><path d="M20 4 11 13"/><path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>',
  list: `<path d="M9 6h11M9 12h11M9 18h11"/>${dot(4.5, 6)}${dot(4.5, 12)}${dot(4.5, 18)}`,
  pause: '<rect x="6.5" y="5" width="3.5" height="14" rx="1"/><rect x="14" y="5" width="3.5" height="14" rx="1"/>',
  play: '<path d="M7.5 4.75v14.5L19 12z"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  reset: '<path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3L4.5 8.9"/><path d="M4.5 4.5v4.4h4.4"/>',
  search: '<circle cx="10.5" cy="10.5" r="6.5"/><path d="m15.5 15.5 4.5 4.5"/>',
  substract: '<path d="M5 12h14"/>',
};

export default ui;
