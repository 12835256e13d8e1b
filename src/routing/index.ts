export { buildPath, paginatedPath, type PaginatedRouteName, type RouteParamValues } from './build-path.js';
export { counterpartPath, type LocalizedParams } from './counterpart.js';
export { matchPath, pathLocale, type RouteMatch } from './match-path.js';
export {
  recordPath,
  resolveRecord,
  routableTypenames,
  type ResolvedRoute,
  type RoutableRecord,
} from './record-resolver.js';
export { routes, type PageName, type RouteDefinition, type RouteName } from './routes.js';
