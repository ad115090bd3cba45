import { MyBetsPanel } from './panel/MyBetsPanel';

export function App() {
  return <MyBetsPanel />;
}
