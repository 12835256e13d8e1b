import { simpleDetailPages } from '../../src/page-kit/simple-detail-pages.js';
import type { PageData } from '../../src/page-kit/page-data.js';

export const { paths, data } = simpleDetailPages('generic_page');

export type Data = PageData<typeof data>;
