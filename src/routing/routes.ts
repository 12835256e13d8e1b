import type { Locale } from '../config/locales.js';

/**
 * Every route of the site, as data. Patterns use `{param}` segments and always end with '/'.
 * `page` names the folder under `pages/` that renders the route; list routes and their `/page/{page}/`
 * pagination share a folder. Order matters only for documentation: matching prefers static segments
 * over parameters, so the generic page `/{slug}/` never shadows another route.
 */
export interface RouteDefinition {
  name: string;
  page: string;
  paths: Record<Locale, string>;
}

export const routes = [
  { name: 'index', page: 'index', paths: { fr: '/', en: '/en/' } },
  { name: 'term', page: 'term', paths: { fr: '/conditions-d-utilisation/', en: '/en/terms-of-use/' } },
  { name: 'privacy', page: 'privacy', paths: { fr: '/politique-de-confidentialite/', en: '/en/privacy-policy/' } },
  { name: 'search', page: 'search', paths: { fr: '/recherche/', en: '/en/search/' } },
  { name: 'contact', page: 'contact', paths: { fr: '/contact/', en: '/en/contact/' } },
  { name: 'expertise', page: 'expertise', paths: { fr: '/expertise/', en: '/en/expertise/' } },
  { name: 'newsletter', page: 'newsletter', paths: { fr: '/infolettre/', en: '/en/newsletter/' } },
  { name: 'about', page: 'about', paths: { fr: '/a-propos/', en: '/en/about-us/' } },
  { name: 'about-slug', page: 'about-slug', paths: { fr: '/a-propos/{slug}/', en: '/en/about-us/{slug}/' } },
  { name: 'career', page: 'career', paths: { fr: '/carriere/', en: '/en/career/' } },
  { name: 'career-slug', page: 'career-slug', paths: { fr: '/carriere/{slug}/', en: '/en/career/{slug}/' } },
  { name: 'events', page: 'events', paths: { fr: '/evenements/', en: '/en/events/' } },
  { name: 'events-slug', page: 'events-slug', paths: { fr: '/evenements/{slug}/', en: '/en/events/{slug}/' } },
  { name: 'employee', page: 'employee', paths: { fr: '/equipe/', en: '/en/team/' } },
  { name: 'employee-page-page', page: 'employee', paths: { fr: '/equipe/page/{page}/', en: '/en/team/page/{page}/' } },
  { name: 'employee-slug', page: 'employee-slug', paths: { fr: '/equipe/{slug}/', en: '/en/team/{slug}/' } },
  { name: 'services', page: 'services', paths: { fr: '/services/', en: '/en/services/' } },
  { name: 'services-slug', page: 'services-slug', paths: { fr: '/services/{slug}/', en: '/en/services/{slug}/' } },
  { name: 'industries', page: 'industries', paths: { fr: '/industries/', en: '/en/industries/' } },
  { name: 'industries-slug', page: 'industries-slug', paths: { fr: '/industries/{slug}/', en: '/en/industries/{slug}/' } },
  { name: 'practice-area', page: 'practice-area', paths: { fr: '/champs-de-pratique/', en: '/en/practice-areas/' } },
  {
    name: 'practice-area-slug',
    page: 'practice-area-slug',
    paths: { fr: '/champs-de-pratique/{slug}/', en: '/en/practice-areas/{slug}/' },
  },
  {
    name: 'practice-area-slug-detail',
    page: 'practice-area-slug-detail',
    paths: { fr: '/champs-de-pratique/{slug}/{detail}/', en: '/en/practice-areas/{slug}/{detail}/' },
  },
  {
    name: 'business-intelligence',
    page: 'business-intelligence',
    paths: { fr: '/intelligence-affaire/', en: '/en/thought-leadership/' },
  },
  {
    name: 'business-intelligence-news',
    page: 'business-intelligence-news',
    paths: { fr: '/intelligence-affaire/actualites/', en: '/en/thought-leadership/news/' },
  },
  {
    name: 'business-intelligence-news-page-page',
    page: 'business-intelligence-news',
    paths: { fr: '/intelligence-affaire/actualites/page/{page}/', en: '/en/thought-leadership/news/page/{page}/' },
  },
  {
    name: 'business-intelligence-news-slug',
    page: 'business-intelligence-news-slug',
    paths: { fr: '/intelligence-affaire/actualites/{slug}/', en: '/en/thought-leadership/news/{slug}/' },
  },
  {
    name: 'business-intelligence-cases',
    page: 'business-intelligence-cases',
    paths: { fr: '/intelligence-affaire/cas/', en: '/en/thought-leadership/case-studies/' },
  },
  {
    name: 'business-intelligence-cases-page-page',
    page: 'business-intelligence-cases',
    paths: { fr: '/intelligence-affaire/cas/page/{page}/', en: '/en/thought-leadership/case-studies/page/{page}/' },
  },
  {
    name: 'business-intelligence-cases-slug',
    page: 'business-intelligence-cases-slug',
    paths: { fr: '/intelligence-affaire/cas/{slug}/', en: '/en/thought-leadership/case-studies/{slug}/' },
  },
  {
    name: 'business-intelligence-dossier-slug',
    page: 'business-intelligence-dossier-slug',
    paths: { fr: '/intelligence-affaire/dossier/{slug}/', en: '/en/thought-leadership/major-case/{slug}/' },
  },
  { name: 'slug', page: 'slug', paths: { fr: '/{slug}/', en: '/en/{slug}/' } },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routes)[number]['name'];
export type PageName = (typeof routes)[number]['page'];
