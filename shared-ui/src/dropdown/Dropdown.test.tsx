import { css } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown } from './Dropdown';
import { dropdownItems } from './dropdownStyles';

function AccountMenu() {
  return (
    <div>
      <p>Outside</p>
      <Dropdown trigger="Account" triggerCss={css``}>
        {(close) => (
          <ul css={dropdownItems}>
            <li>
              <a href="/en/account">My account</a>
            </li>
            <li>
              <button type="button" onClick={close}>
                Log out
              </button>
            </li>
          </ul>
        )}
      </Dropdown>
    </div>
  );
}

describe('Dropdown', () => {
  it('opens its panel from the trigger, which says whether it is open and what it controls', async () => {
    render(<AccountMenu />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('link', { name: 'My account' });
    expect(trigger.getAttribute('aria-controls')).toBe(link.closest('[id]')!.id);
    await userEvent.click(trigger);
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the trigger', async () => {
    render(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });

  it('closes on a press outside it, and when a choice in it closes it', async () => {
    render(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});
