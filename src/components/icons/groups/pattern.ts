import type { IconGroupMarkup } from '../icon-names.js';

/** Decorative tiles, drawn to repeat edge to edge. */
const pattern: IconGroupMarkup<'pattern'> = {
  '1': '<path d="M0 24 24 0M-6 12 12-6M12 30 30 12"/>',
  '2': '<circle cx="6" cy="6" r="1.25" fill="currentColor" stroke="none"/><circle cx="18" cy="18" r="1.25" fill="currentColor" stroke="none"/>',
  '3': '<path d="M3 24V12a9 9 0 0 1 18 0v12"/><path d="M8 24v-8a4 4 0 0 1 8 0v8"/>',
  '4': '<path d="M0 7q6-6 12 0t12 0M0 19q6-6 12 0t12 0"/>',
  '5': '<path d="M0 12h24M12 0v24"/>',
  '6': '<path d="m0 10 6-6 6 6 6-6 6 6M0 22l6-6 6 6 6-6 6 6"/>',
  '7': '<circle cx="12" cy="12" r="3"/><circle cx="12" cy="12" r="7"/><circle cx="12" cy="12" r="11"/>',
  '8': '<path d="M12 1.5 22.5 12 12 22.5 1.5 12z"/><path d="M12 8l4 4-4 4-4-4z"/>',
};

export default pattern;
