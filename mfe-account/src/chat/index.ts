export { LiveChat } from './LiveChat';
