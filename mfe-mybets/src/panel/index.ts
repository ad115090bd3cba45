export { MyBetsPanel } from './MyBetsPanel';
