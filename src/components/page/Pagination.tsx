import { paginatedPath, type PaginatedRouteName } from '../../routing/build-path.js';
import { pageWindow, type PaginationData } from '../../page-kit/paginate.js';
import { useLocale, useT } from '../site-context.js';

/** Links to the previous and next pages of a paginated list and to a window of its pages (pageWindow); works without JavaScript. */
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
        {pageWindow(page, total).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap holds nothing but "…", and its position in the window tells it from the other gap
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a
                href={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('a11y.currentPage', { page: n })}
              >
                {n}
              </a>
            </li>
          ),
        )}
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
