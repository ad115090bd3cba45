export { LoginControls } from './LoginControls';
export { SessionClock } from './SessionClock';
export { SessionControls } from './SessionControls';
