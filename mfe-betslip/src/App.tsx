import { Betslip } from './betslip/Betslip';

export function App() {
  return <Betslip />;
}
