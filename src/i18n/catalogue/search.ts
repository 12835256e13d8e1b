/**
 * The search page's words once it runs (stats, filters, lists, states) and what each searchable page type is called
 * (`search.type.*`, one per model with pages: `searchLabel` in src/content-model/model/site-models.ts names it). They
 * travel in the search chunk, which only the search page loads; the form it starts with uses the messages every page
 * carries (search.label, search.submit…). `search.stats.*` is chosen by pluralCategory() (plural.ts), with `{count}`
 * formatted by the caller in the page's language.
 */
export const fr = {
  'search.stats.one': '{count} résultat trouvé en {ms} ms',
  'search.stats.other': '{count} résultats trouvés en {ms} ms',
  'search.showPrevious': 'Afficher les résultats précédents',
  'search.showMore': 'Afficher plus de résultats',
  'search.showMoreFacets': 'Afficher plus',
  'search.showLessFacets': 'Afficher moins',
  'search.seeAll': 'Voir tout',
  'search.seeAllOf': 'Voir tout ({count})\u00a0: {label}',
  'search.noResults': 'Aucun résultat.',
  'search.loading': 'Recherche en cours…',
  'search.stalled': 'La recherche prend plus de temps que prévu…',
  'search.error': 'La recherche est indisponible pour le moment. Réessayez dans un instant.',
  'search.retry': 'Réessayer',
  'search.filters': 'Filtres',
  'search.clearFilters': 'Effacer les filtres',
  'search.filter.type': 'Type de contenu',
  'search.filter.practiceAreas': 'Domaines d’expertise',
  'search.filter.industries': 'Secteurs d’activité',
  'search.filter.office': 'Bureau',
  'search.filter.allOffices': 'Tous les bureaux',
  'search.filter.year': 'Année',
  'search.filter.yearFrom': 'De',
  'search.filter.yearTo': 'À',
  'search.filter.apply': 'Appliquer',
  'search.type.team': 'Équipe',
  'search.type.practiceAreas': 'Domaines d’expertise',
  'search.type.subPracticeAreas': 'Sous-domaines d’expertise',
  'search.type.industries': 'Secteurs d’activité',
  'search.type.services': 'Services',
  'search.type.news': 'Actualités',
  'search.type.caseStudies': 'Études de cas',
  'search.type.majorCases': 'Grands dossiers',
  'search.type.events': 'Événements',
  'search.type.careers': 'Carrières',
  'search.type.about': 'À propos',
  'search.type.pages': 'Pages',
} as const;

export type SearchMessageKey = keyof typeof fr;

/** The key of what a searchable page type is called (`searchLabel` of a model row names one). */
export type SearchTypeKey = Extract<SearchMessageKey, `search.type.${string}`>;

export const en: Record<SearchMessageKey, string> = {
  'search.stats.one': '{count} result found in {ms}ms',
  'search.stats.other': '{count} results found in {ms}ms',
  'search.showPrevious': 'Show previous results',
  'search.showMore': 'Show more results',
  'search.showMoreFacets': 'Show more',
  'search.showLessFacets': 'Show less',
  'search.seeAll': 'See all',
  'search.seeAllOf': 'See all ({count}): {label}',
  'search.noResults': 'No results.',
  'search.loading': 'Searching…',
  'search.stalled': 'The search is taking longer than usual…',
  'search.error': 'Search is unavailable at the moment. Please try again shortly.',
  'search.retry': 'Try again',
  'search.filters': 'Filters',
  'search.clearFilters': 'Clear filters',
  'search.filter.type': 'Content type',
  'search.filter.practiceAreas': 'Practice areas',
  'search.filter.industries': 'Industries',
  'search.filter.office': 'Office',
  'search.filter.allOffices': 'All offices',
  'search.filter.year': 'Year',
  'search.filter.yearFrom': 'From',
  'search.filter.yearTo': 'To',
  'search.filter.apply': 'Apply',
  'search.type.team': 'Team',
  'search.type.practiceAreas': 'Practice areas',
  'search.type.subPracticeAreas': 'Sub practice areas',
  'search.type.industries': 'Industries',
  'search.type.services': 'Services',
  'search.type.news': 'News',
  'search.type.caseStudies': 'Case studies',
  'search.type.majorCases': 'Major cases',
  'search.type.events': 'Events',
  'search.type.careers': 'Careers',
  'search.type.about': 'About',
  'search.type.pages': 'Pages',
};
