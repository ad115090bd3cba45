export { CountBadge } from './CountBadge';
