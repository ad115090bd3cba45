export { ContentState } from './ContentState';
export { contentPage } from './pageStyles';
