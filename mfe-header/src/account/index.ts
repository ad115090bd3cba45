export { AccountDropdown } from './AccountDropdown';
export { AccountMenuItems } from './AccountMenuItems';
export { SelfExclusionLink } from './SelfExclusionLink';
