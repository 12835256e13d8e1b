import { SimpleDetailPage } from '../../src/components/templates/SimpleDetailPage.js';
import type { PageComponent } from '../../src/page-kit/page-data.js';
import type { Data } from './+data.server.js';

export default SimpleDetailPage satisfies PageComponent<Data>;
