export function App() {
  return <div>betslip</div>;
}
