export { BetList, ListHint, ListMessage, TextButton } from './BetList';
