import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInEvents } from '../testing/renderInEvents';
import { ListState } from './Card';

/** A list whose first call fails and whose retry answers with no matches. */
function FailingThenEmpty() {
  const [tries, setTries] = useState(0);
  return <ListState pending={false} error={tries === 0} empty={tries > 0} onRetry={() => setTries((n) => n + 1)} />;
}

describe("a list's state", () => {
  it('says a failed call failed, never that there are no matches, and offers to try again', async () => {
    renderInEvents(<FailingThenEmpty />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the matches.');
    expect(screen.queryByText(/No events found/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // Only an answer with no matches says there are none.
    expect(screen.getByRole('status')).toHaveTextContent('No events found for this eventpath');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
