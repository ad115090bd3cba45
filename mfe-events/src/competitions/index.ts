export { CouponTabs } from './CouponTabs';
