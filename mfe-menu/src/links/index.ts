export { entryTarget, type LinkTarget } from './entryTarget';
export { useLinkHref, useOpenLink } from './useOpenLink';
