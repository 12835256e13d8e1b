import { HubPage } from '../../src/components/templates/HubPage.js';
import type { PageComponent } from '../../src/page-kit/page-data.js';
import type { Data } from './+data.server.js';

export default HubPage satisfies PageComponent<Data>;
