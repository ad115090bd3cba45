import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { ClientErrorReport } from '../wire/clientErrorReport';

let shouldThrow = true;
function Flaky() {
  const [label] = useState('odds loaded');
  if (shouldThrow) throw new Error('cannot read price of undefined');
  return <p>{label}</p>;
}

describe('remote error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the fallback of its remote, reports the error, and renders again on retry', async () => {
    shouldThrow = true;
    const reports: ClientErrorReport[] = [];
    const { container } = render(
      <RemoteErrorBoundary remote="events" report={(r) => reports.push(r)}>
        <Flaky />
      </RemoteErrorBoundary>,
    );
    expect(container.querySelector('[data-mfe-fallback="events"]')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('unavailable');
    expect(reports[0]).toMatchObject({ remote: 'events', phase: 'render', message: 'cannot read price of undefined' });

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('odds loaded')).toBeInTheDocument();
  });

  it('tries again when the player goes to another page, so other pages are not left blank', () => {
    shouldThrow = true;
    render(
      <RemoteErrorBoundary remote="events" report={() => undefined}>
        <Flaky />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('unavailable');
    shouldThrow = false;
    act(() => {
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    expect(screen.getByText('odds loaded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
