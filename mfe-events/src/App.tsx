export function App() {
  return <div>events</div>;
}
