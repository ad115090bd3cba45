export { VipBadge } from './VipBadge';
