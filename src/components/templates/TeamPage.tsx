import type { TeamFilterData } from '../../page-contract/team-directory-data.js';
import { StructuredText } from '../content/StructuredText.js';
import { CardList } from '../page/CardList.js';
import { PageIntro } from '../page/PageIntro.js';
import { Pagination } from '../page/Pagination.js';
import { TeamFilter } from '../page/TeamFilter.js';
import { useSite } from '../site-context.js';
import type { HubPageData } from '../../page-kit/hub-entry.js';

/** A page of the team list, with the filter over the whole team (docs/decisions/team-filter.md). */
export function TeamPage({ data }: { data: HubPageData & { filter: TeamFilterData } }) {
  const { payload } = useSite();
  const { page, items = [], pagination } = data;
  return (
    <>
      <PageIntro title={page.title} lead={page.intro} image={page.heroImage} />
      <StructuredText data={page.body} />
      <TeamFilter key={payload.path} filter={data.filter}>
        <CardList items={items} />
        {pagination ? <Pagination pagination={pagination} /> : null}
      </TeamFilter>
    </>
  );
}
