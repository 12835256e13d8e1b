import { TeamPage } from '../../src/components/templates/TeamPage.js';
import type { PageComponent } from '../../src/page-kit/page-data.js';
import type { Data } from './+data.server.js';

export default TeamPage satisfies PageComponent<Data>;
