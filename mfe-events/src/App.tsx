import { HomePage } from './home/HomePage';

/** The events remote; its other pages (sports, live, event) arrive with the events issues. */
export function App() {
  return <HomePage />;
}
