import { useId, useState, type FormEvent } from 'react';
import { useClearRefinements, useMenu, useRange, useRefinementList } from 'react-instantsearch';
import type { Locale } from '../../config/locales.js';
import * as searchWords from '../../i18n/catalogue/search.js';
import { translator, type Translate } from '../../i18n/translator.js';
import { typeLabel } from './type-label.js';

type SearchT = Translate<searchWords.SearchMessageKey>;

/** A facet's values as checkboxes, with `Show more` / `Show less` past the first five. */
function CheckboxFacet({
  attribute,
  title,
  label = (value) => value,
  t,
}: {
  attribute: string;
  title: string;
  label?: (value: string) => string;
  t: SearchT;
}) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit: 5,
    showMore: true,
    showMoreLimit: 50,
    sortBy: ['count:desc', 'name:asc'],
  });
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <fieldset className="search-facet" aria-labelledby={headingId}>
      <legend id={headingId}>{title}</legend>
      <ul>
        {items.map((item) => (
          <li key={item.value}>
            <label>
              <input type="checkbox" checked={item.isRefined} onChange={() => refine(item.value)} />
              <span>{label(item.value)}</span> <span className="search-count">{item.count}</span>
            </label>
          </li>
        ))}
      </ul>
      {canToggleShowMore ? (
        <button type="button" className="search-link-button" onClick={toggleShowMore} aria-expanded={isShowingMore}>
          {isShowingMore ? t('search.showLessFacets') : t('search.showMoreFacets')}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The office, as a select menu of at most 10 values. */
function OfficeSelect({ t }: { t: SearchT }) {
  const { items, refine } = useMenu({ attribute: 'office', limit: 10 });
  const id = useId();
  if (items.length === 0) return null;
  const current = items.find((item) => item.isRefined)?.value ?? '';
  return (
    <div className="search-facet">
      <label htmlFor={id}>{t('search.filter.office')}</label>
      <select id={id} value={current} onChange={(event) => refine(event.target.value || current)}>
        <option value="">{t('search.filter.allOffices')}</option>
        {items.map((item) => (
          <option key={item.value} value={item.value}>{`${item.label} (${item.count})`}</option>
        ))}
      </select>
    </div>
  );
}

/** The year, as a range of whole years (precision 0), applied with its button. */
function YearRange({ t }: { t: SearchT }) {
  const { start, range, refine, canRefine } = useRange({ attribute: 'year', precision: 0 });
  const fromId = useId();
  const toId = useId();
  const shown = (value: number | undefined, bound: number | undefined) =>
    value !== undefined && Number.isFinite(value) && value !== bound ? String(value) : '';
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  if (!canRefine) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = (text: string | null, fallback: string) => {
      const chosen = (text ?? fallback).trim();
      return chosen === '' ? undefined : Math.round(Number(chosen));
    };
    refine([value(from, shown(start[0], range.min)), value(to, shown(start[1], range.max))]);
    setFrom(null);
    setTo(null);
  };
  return (
    <form className="search-facet search-range" onSubmit={submit}>
      <fieldset>
        <legend>{t('search.filter.year')}</legend>
        <div className="search-range-fields">
          <label htmlFor={fromId}>{t('search.filter.yearFrom')}</label>
          <input
            id={fromId}
            type="number"
            inputMode="numeric"
            step={1}
            min={range.min}
            max={range.max}
            placeholder={String(range.min ?? '')}
            value={from ?? shown(start[0], range.min)}
            onChange={(event) => setFrom(event.target.value)}
          />
          <label htmlFor={toId}>{t('search.filter.yearTo')}</label>
          <input
            id={toId}
            type="number"
            inputMode="numeric"
            step={1}
            min={range.min}
            max={range.max}
            placeholder={String(range.max ?? '')}
            value={to ?? shown(start[1], range.max)}
            onChange={(event) => setTo(event.target.value)}
          />
          <button type="submit" className="button button--outline">
            {t('search.filter.apply')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** The filters beside the results: content type, practice areas, industries, office, year, and a way to clear them. */
export function SearchFilters({ locale }: { locale: Locale }) {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the namespace holds exactly the two language tables, and the chunk needs both
  const t = translator(searchWords[locale]);
  const clear = useClearRefinements();
  return (
    <section className="search-filters" aria-label={t('search.filters')}>
      <CheckboxFacet attribute="type" title={t('search.filter.type')} label={(value) => typeLabel(t, value)} t={t} />
      <CheckboxFacet attribute="practiceAreas" title={t('search.filter.practiceAreas')} t={t} />
      <CheckboxFacet attribute="industries" title={t('search.filter.industries')} t={t} />
      <OfficeSelect t={t} />
      <YearRange t={t} />
      {clear.canRefine ? (
        <button type="button" className="search-link-button" onClick={clear.refine}>
          {t('search.clearFilters')}
        </button>
      ) : null}
    </section>
  );
}
