import { buildPath } from '../../src/routing/build-path.js';
import { CARD_FIELDS } from '../../src/page-kit/cards.js';
import { PAGE_SIZES } from '../../src/page-kit/paginate.js';
import { streamedHubPages } from '../../src/page-kit/paginated-hub.js';
import { TEAM_DIRECTORY_FILE, teamDirectory } from '../../src/page-kit/team-directory.js';
import type { PageData } from '../../src/page-kit/page-data.js';

/**
 * The team, by last name, 12 per page, worked out a page at a time. Every page carries the filter's choices; the first
 * page publishes the whole team's directory beside it, which the filter fetches when a visitor uses it
 * (docs/decisions/team-filter.md). The team is read a page of records at a time, each member's directory entry kept on disk,
 * and the directory is written from there a piece at a time.
 */
export const { paths, data } = streamedHubPages({
  document: 'page-team',
  pageSize: PAGE_SIZES.employee,
  listRoute: 'employee',
  pageRoute: 'employee-page-page',
  list: async (context) => {
    const { members, json, options } = await teamDirectory(
      context.queryPages('employees', 'items', CARD_FIELDS),
      context.locale,
    );
    return {
      items: {
        length: members.length,
        slice: (start: number, end: number) => members.slice(start, end).map((member) => member.card),
      },
      json,
      filter: { directory: `${buildPath('employee', context.locale)}${TEAM_DIRECTORY_FILE}`, options },
    };
  },
  extend: (page, { json, filter }) => ({
    ...page,
    data: { ...page.data, filter },
    ...(page.route === 'employee' ? { files: [{ name: TEAM_DIRECTORY_FILE, content: json }] } : {}),
  }),
});

export type Data = PageData<typeof data>;
