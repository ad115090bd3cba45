import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage } from './lazyPage';

/** A page's code that arrives when the test says. */
function pageCode() {
  let arrive: () => void = () => undefined;
  const code = new Promise<(props: { title: string }) => React.ReactNode>((resolve) => {
    arrive = () => resolve(({ title }) => <h1>{title}</h1>);
  });
  return { code, arrive };
}

const inBoundary = (ui: React.ReactNode) => <Suspense fallback={<p role="status">Loading…</p>}>{ui}</Suspense>;

describe('a page whose code is a chunk of its own', () => {
  it('shows the loading state until its code arrives, then the page', async () => {
    const { code, arrive } = pageCode();
    const Page = lazyPage(() => code);
    render(inBoundary(<Page title="Live now" />));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Live now' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for its code once, however often it is loaded ahead and drawn', async () => {
    const { code, arrive } = pageCode();
    const importPage = jest.fn(() => code);
    const Page = lazyPage(importPage);
    void Page.load();
    void Page.load();
    render(inBoundary(<Page title="Upcoming" />));
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Upcoming' })).toBeInTheDocument();
    expect(importPage).toHaveBeenCalledTimes(1);
  });

  it('draws at once, without the loading state, once its code was loaded ahead', async () => {
    const { code, arrive } = pageCode();
    const Page = lazyPage(() => code);
    arrive();
    await Page.load();
    const seen: string[] = [];
    render(
      <Suspense fallback={<Fallback seen={seen} />}>
        <Page title="Event" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Event' })).toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});

function Fallback({ seen }: { seen: string[] }) {
  seen.push('fallback');
  return null;
}
