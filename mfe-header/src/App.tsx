import { ClassicHeader } from './header/ClassicHeader';

export function App() {
  return <ClassicHeader />;
}
