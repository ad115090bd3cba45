import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

const ListA = lazy(() => import('ref_a/List'));
const ListB = lazy(() => import('ref_b/List'));

function Page() {
  return (
    <main>
      <h1>Reference</h1>
      <Suspense fallback={<p>Loading</p>}>
        <ListA />
        <ListB />
      </Suspense>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<Page />);
