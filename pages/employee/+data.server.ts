import { employeeCard } from '../../src/page-kit/cards.js';
import { PAGE_SIZES } from '../../src/page-kit/paginate.js';
import { paginatedHubEntries } from '../../src/page-kit/paginated-hub.js';
import type { EmployeeRecord } from '../../src/page-kit/record-types.js';
import type { PageBuildContext } from '../../src/runtime/page-module.js';

/** The team, by last name, 12 per page. */
export async function entries(context: PageBuildContext) {
  const employees = await context.queryAll<EmployeeRecord>('employees', 'items');
  const sorted = employees.sort((a, b) => a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr'));
  return paginatedHubEntries(context, {
    document: 'page-team',
    items: sorted.map(employeeCard),
    pageSize: PAGE_SIZES.employee,
    listRoute: 'employee',
    pageRoute: 'employee-page-page',
  });
}
