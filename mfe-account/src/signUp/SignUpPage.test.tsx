import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, type FakeAnswer, type FakeRequest } from '@sportsbook/testing';
import { SignUpPage } from './SignUpPage';

const options = { countries: ['GB', 'IE'], currencies: ['EUR', 'GBP'], minimumAge: 18, passwordMinLength: 8 };

function renderSignUp(register: (request: FakeRequest) => FakeAnswer) {
  return renderInShell(<SignUpPage />, (request) => {
    if (request.url === '/api/registration/options') return { status: 200, data: options };
    if (request.url === '/api/registration') return register(request);
    return { status: 404 };
  });
}

async function fillIn(over: Partial<Record<string, string>> = {}) {
  const values = {
    Username: 'newbie',
    Email: 'newbie@example.com',
    Password: 'goal4goal',
    'First name': 'Nora',
    'Last name': 'Neill',
    'Date of birth': '1990-05-17',
    ...over,
  };
  // Typed at once: eight fields key by key outlast the test's time on a busy machine.
  for (const [label, value] of Object.entries(values))
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

describe('sign-up page', () => {
  it("sends the form with the brand's country and currency chosen, then opens the login with the new username", async () => {
    const shell = renderSignUp(() => ({ status: 201, data: { username: 'newbie', currency: 'GBP' } }));
    await fillIn();
    // The brand's countries by name, sent by code.
    expect(await screen.findByRole('option', { name: 'Ireland' })).toHaveValue('IE');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Ireland');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'GBP');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms of use' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open my account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your account newbie is open. Log in to bet.');
    const sent = shell.requests.find((r) => r.url === '/api/registration')!;
    expect(JSON.parse(sent.data as string)).toEqual({
      username: 'newbie',
      email: 'newbie@example.com',
      password: 'goal4goal',
      firstName: 'Nora',
      lastName: 'Neill',
      dateOfBirth: '1990-05-17',
      countryCode: 'IE',
      currency: 'GBP',
      termsAccepted: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(shell.stores.ui.getState().modals.isLoginOpen).toBe(true);
    expect(shell.stores.session.getState().loginDetails.savedUsername).toBe('newbie');
  });

  it('shows why the platform refused, and keeps the form', async () => {
    renderSignUp(() => ({ status: 400, data: { code: 'UNDER_AGE', message: 'Players must be 18 or older.' } }));
    await fillIn({ 'Date of birth': '2015-01-01' });
    await userEvent.click(screen.getByRole('button', { name: 'Open my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Players must be 18 or older.');
    expect(screen.getByRole('button', { name: 'Open my account' })).toBeEnabled();
  });

  it('says what the brand asks of a password and an age', async () => {
    renderSignUp(() => ({ status: 500 }));
    expect(await screen.findByText('At least 8 characters, letters and digits.')).toBeInTheDocument();
    expect(screen.getByText('You must be 18 or older.')).toBeInTheDocument();
  });
});
