import { useEffect, useState, type ReactNode } from 'react';
import { locales } from '../../config/locales.js';
import type { TeamFilterData, TeamFilterKey } from '../../page-contract/team-directory-data.js';
import type { PageMessageKey } from '../../i18n/page-messages.js';
import { useLocale, useT } from '../site-context.js';
import { CardList } from './CardList.js';
import {
  isFiltering,
  matchingMembers,
  readSelection,
  selectionSearch,
  TEAM_FILTER_KEYS,
  type TeamSelection,
} from './team-selection.js';
import { useTeamDirectory } from './use-team-directory.js';

const labels: Record<TeamFilterKey, { label: PageMessageKey; all: PageMessageKey }> = {
  practiceArea: { label: 'team.filter.practiceArea', all: 'team.filter.allPracticeAreas' },
  office: { label: 'team.filter.office', all: 'team.filter.allOffices' },
  role: { label: 'team.filter.role', all: 'team.filter.allRoles' },
};

/**
 * Filters the whole team by practice area, office and role, in the browser. Without JavaScript (and until the page
 * is hydrated) it renders nothing but `children`, the paginated list, which shows everyone over its pages. With
 * JavaScript, a choice fetches the team directory once, shows every matching member in place of `children`, says
 * how many match in a live region, and keeps the choice in the URL's query string (replaceState), so a filtered
 * list can be shared and survives back/forward.
 */
export function TeamFilter({ filter, children }: { filter: TeamFilterData; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const [enabled, setEnabled] = useState(false);
  const [selection, setSelection] = useState<TeamSelection>({});
  useEffect(() => {
    setSelection(readSelection(window.location.search, filter.options));
    setEnabled(true);
  }, [filter.options]);
  const filtering = isFiltering(selection);
  const directory = useTeamDirectory(filtering ? filter.directory : null);
  if (!enabled) return <>{children}</>;

  const choose = (next: TeamSelection) => {
    setSelection(next);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${selectionSearch(next)}${window.location.hash}`,
    );
  };
  const matches = filtering && directory.status === 'ready' ? matchingMembers(directory.directory, selection) : null;
  let status = '';
  if (filtering && directory.status === 'error') status = t('team.filter.error');
  else if (filtering && !matches) status = t('team.filter.loading');
  else if (matches && matches.length === 0) status = t('team.filter.none');
  else if (matches) {
    const plural = new Intl.PluralRules(locales[locale].iso).select(matches.length);
    status = t(plural === 'one' ? 'team.filter.one' : 'team.filter.other', { count: matches.length });
  }

  return (
    <>
      <form className="team-filter" aria-label={t('team.filter.label')} onSubmit={(event) => event.preventDefault()}>
        {TEAM_FILTER_KEYS.map((key) => (
          <div key={key} className="field">
            <label htmlFor={`team-filter-${key}`}>{t(labels[key].label)}</label>
            <select
              id={`team-filter-${key}`}
              name={key}
              value={selection[key] ?? ''}
              onChange={(event) => choose({ ...selection, [key]: event.target.value || undefined })}
            >
              <option value="">{t(labels[key].all)}</option>
              {filter.options[key].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <button type="button" className="button" onClick={() => choose({})}>
          {t('team.filter.reset')}
        </button>
      </form>
      <p role="status" className="filter-status">
        {status}
      </p>
      {matches === null ? children : null}
      {matches && matches.length > 0 ? <CardList items={matches} /> : null}
    </>
  );
}
