import { Betslip } from './panel/Betslip';

export function App() {
  return <Betslip />;
}
