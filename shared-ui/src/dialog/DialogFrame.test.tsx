import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogFrame } from './DialogFrame';

function Page({ dismissable = true }: { dismissable?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <main>
      <p>The page under the dialog</p>
      {open ? (
        <DialogFrame labelledBy="title" describedBy="body" onDismiss={dismissable ? () => setOpen(false) : undefined}>
          <h2 id="title">Play within your limits</h2>
          <p id="body">Betting should stay fun.</p>
          <button type="button" onClick={() => setOpen(false)}>
            I understand
          </button>
        </DialogFrame>
      ) : null}
    </main>
  );
}

describe('DialogFrame', () => {
  it('is a modal dialog named and described by its own texts', () => {
    render(<Page />);
    const dialog = screen.getByRole('dialog', { name: 'Play within your limits' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Betting should stay fun.');
  });

  it('closes on Escape pressed anywhere on the page', async () => {
    render(<Page />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a press on the backdrop, not on one inside the dialog', async () => {
    render(<Page />);
    await userEvent.click(screen.getByText('Betting should stay fun.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without a way to dismiss it, stays until it is answered', async () => {
    render(<Page dismissable={false} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be an alert dialog, wrapped by its caller', () => {
    render(
      <DialogFrame role="alertdialog" labelledBy="check" wrap={(frame) => <section aria-label="trap">{frame}</section>}>
        <h2 id="check">Reality check</h2>
      </DialogFrame>,
    );
    expect(screen.getByRole('region', { name: 'trap' })).toContainElement(
      screen.getByRole('alertdialog', { name: 'Reality check' }),
    );
  });
});
