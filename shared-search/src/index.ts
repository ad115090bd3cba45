export * from './useSearchCombobox';
export * from './SearchListbox';
