import { ArticlePage } from '../../src/components/templates/ArticlePage.js';
import type { PageComponent } from '../../src/page-kit/page-data.js';
import type { Data } from './+data.server.js';

export default ArticlePage satisfies PageComponent<Data>;
