export { ThirdPartyTier } from './ThirdPartyTier';
