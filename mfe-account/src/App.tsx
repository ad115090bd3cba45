export function App() {
  return <div>account</div>;
}
