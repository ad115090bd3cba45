export { JackpotBanners } from './JackpotBanners';
