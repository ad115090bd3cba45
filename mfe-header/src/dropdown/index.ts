export { Dropdown } from './Dropdown';
export { items } from './dropdownStyles';
