import { simpleDetailPages } from '../../src/page-kit/simple-detail-pages.js';

export const { paths, data } = simpleDetailPages('generic_page');
