import { SingletonPage } from '../../src/components/templates/SingletonPage.js';
import type { PageComponent } from '../../src/page-kit/page-data.js';
import type { Data } from './+data.server.js';

export default SingletonPage satisfies PageComponent<Data>;
