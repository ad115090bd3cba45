export { type RouteState, type createRouteState } from './routeState';
