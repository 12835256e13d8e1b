import { ExpertisePage } from '../../src/components/templates/ExpertisePage.js';
import type { PageComponent } from '../../src/page-kit/page-data.js';
import type { Data } from './+data.server.js';

export default ExpertisePage satisfies PageComponent<Data>;
