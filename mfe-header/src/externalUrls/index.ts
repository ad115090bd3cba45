export { cashierAction, externalLink, type ExternalLink } from './externalLink';
export { useExternalUrls } from './useExternalUrls';
