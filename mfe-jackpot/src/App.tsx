import { JackpotTeaser } from './teaser/JackpotTeaser';

export function App() {
  return <JackpotTeaser />;
}
