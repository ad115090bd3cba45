export function App() {
  return <div>mybets</div>;
}
