import type { Crumb } from '../../page-contract/page-view.js';
import { useT } from '../site-context.js';

/** Where a detail page sits: links to the home page and the hubs above it, then the page itself (not a link). */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const t = useT();
  if (trail.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('a11y.breadcrumb')}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.title}</span>
            ) : (
              <a href={crumb.path}>{crumb.title}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
