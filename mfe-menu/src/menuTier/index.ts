export { childSection } from './menuSections';
export { menuList, skeletonRow, tier } from './menuStyles';
export { useMenuNavigation } from './useMenuNavigation';
export { useMenuSection } from './useMenuSection';
export { entryLink, isSelected, visibleEntries } from './visibleEntries';
