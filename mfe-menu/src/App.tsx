export function App() {
  return <div>menu</div>;
}
