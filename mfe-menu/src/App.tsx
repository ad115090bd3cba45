import { BottomNav } from './bottomNav/BottomNav';
import { SideMenu } from './sideMenu/SideMenu';

export function App() {
  return (
    <>
      <SideMenu />
      <BottomNav />
    </>
  );
}
