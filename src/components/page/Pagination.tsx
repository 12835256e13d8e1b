import { paginatedPath, type PaginatedRouteName } from '../../routing/build-path.js';
import type { PaginationData } from '../../page-kit/paginate.js';
import { useLocale, useT } from '../site-context.js';

/** Links to every page of a paginated list; works without JavaScript. */
export function Pagination({ pagination }: { pagination: PaginationData }) {
  const locale = useLocale();
  const t = useT();
  const { page, total } = pagination;
  if (total <= 1) return null;
  const href = (n: number) => paginatedPath(pagination.listRoute as PaginatedRouteName, locale, n);
  return (
    <nav className="pagination" aria-label={t('a11y.pagination')}>
      <p className="meta">{t('pagination.page', { page, total })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              {t('pagination.previous')}
            </a>
          </li>
        ) : null}
        {Array.from({ length: total }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <a href={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={t('a11y.currentPage', { page: n })}>
              {n}
            </a>
          </li>
        ))}
        {page < total ? (
          <li>
            <a href={href(page + 1)} rel="next">
              {t('pagination.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
