export { LanguageDropdown } from './LanguageDropdown';
export { useShowsLanguagePicker } from './useShowsLanguagePicker';
