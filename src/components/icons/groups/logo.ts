import type { IconGroupMarkup } from '../icon-names.js';

/** The firm's mark: a doorway of two nested arches on a base line. */
const logo: IconGroupMarkup<'logo'> = {
  logo: '<path d="M2.5 21.25h19"/><path d="M4.5 21.25V10a7.5 7.5 0 0 1 15 0v11.25"/><path d="M9 21.25v-8.5a3 3 0 0 1 6 0v8.5"/>',
};

export default logo;
