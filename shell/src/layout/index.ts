export { createPageRegions, type PageRegions } from './regions';
