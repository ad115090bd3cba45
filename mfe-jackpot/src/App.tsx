export function App() {
  return <div>jackpot</div>;
}
