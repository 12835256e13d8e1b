import type { Locale } from '../../config/locales.js';
import type { RouteName } from '../../routing/routes.js';

/**
 * The search page's words once it runs (stats, filters, lists, states). They travel in the search chunk, which only
 * the search page loads; the form it starts with uses the catalogue every page carries (search.* keys).
 */
export const searchMessages = {
  fr: {
    stats: (count: number, ms: number) => `${count.toLocaleString('fr-CA')} ${count > 1 ? 'résultats trouvés' : 'résultat trouvé'} en ${ms} ms`,
    showPrevious: 'Afficher les résultats précédents',
    showMore: 'Afficher plus de résultats',
    showMoreFacets: 'Afficher plus',
    showLessFacets: 'Afficher moins',
    seeAll: 'Voir tout',
    seeAllOf: (label: string, count: number) => `Voir tout (${count}) : ${label}`,
    noResults: 'Aucun résultat.',
    loading: 'Recherche en cours…',
    stalled: 'La recherche prend plus de temps que prévu…',
    error: 'La recherche est indisponible pour le moment. Réessayez dans un instant.',
    retry: 'Réessayer',
    filters: 'Filtres',
    clearFilters: 'Effacer les filtres',
    type: 'Type de contenu',
    practiceAreas: 'Domaines d’expertise',
    industries: 'Secteurs d’activité',
    office: 'Bureau',
    allOffices: 'Tous les bureaux',
    year: 'Année',
    yearFrom: 'De',
    yearTo: 'À',
    apply: 'Appliquer',
    results: 'Résultats',
    searchFacet: (label: string) => `Chercher parmi : ${label}`,
  },
  en: {
    stats: (count: number, ms: number) => `${count.toLocaleString('en-CA')} ${count === 1 ? 'result' : 'results'} found in ${ms}ms`,
    showPrevious: 'Show previous results',
    showMore: 'Show more results',
    showMoreFacets: 'Show more',
    showLessFacets: 'Show less',
    seeAll: 'See all',
    seeAllOf: (label: string, count: number) => `See all (${count}): ${label}`,
    noResults: 'No results.',
    loading: 'Searching…',
    stalled: 'The search is taking longer than usual…',
    error: 'Search is unavailable at the moment. Please try again shortly.',
    retry: 'Try again',
    filters: 'Filters',
    clearFilters: 'Clear filters',
    type: 'Content type',
    practiceAreas: 'Practice areas',
    industries: 'Industries',
    office: 'Office',
    allOffices: 'All offices',
    year: 'Year',
    yearFrom: 'From',
    yearTo: 'To',
    apply: 'Apply',
    results: 'Results',
    searchFacet: (label: string) => `Search in: ${label}`,
  },
} satisfies Record<Locale, Record<string, unknown>>;

export type SearchMessages = (typeof searchMessages)['fr'];

/** What each searchable page type is called in a result and in the type filter. */
export const typeLabels: Record<Locale, Partial<Record<RouteName, string>>> = {
  fr: {
    'employee-slug': 'Équipe',
    'practice-area-slug': 'Domaines d’expertise',
    'practice-area-slug-detail': 'Sous-domaines d’expertise',
    'industries-slug': 'Secteurs d’activité',
    'services-slug': 'Services',
    'business-intelligence-news-slug': 'Actualités',
    'business-intelligence-cases-slug': 'Études de cas',
    'business-intelligence-dossier-slug': 'Grands dossiers',
    'events-slug': 'Événements',
    'career-slug': 'Carrières',
    'about-slug': 'À propos',
    slug: 'Pages',
  },
  en: {
    'employee-slug': 'Team',
    'practice-area-slug': 'Practice areas',
    'practice-area-slug-detail': 'Sub practice areas',
    'industries-slug': 'Industries',
    'services-slug': 'Services',
    'business-intelligence-news-slug': 'News',
    'business-intelligence-cases-slug': 'Case studies',
    'business-intelligence-dossier-slug': 'Major cases',
    'events-slug': 'Events',
    'career-slug': 'Careers',
    'about-slug': 'About',
    slug: 'Pages',
  },
};
