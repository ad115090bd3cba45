import { SideMenu } from './sideMenu/SideMenu';

export function App() {
  return <SideMenu />;
}
