import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShellContext, type RegistrationOptions } from '@sportsbook/contracts';
import type { SignUpRequest } from '@sportsbook/contracts/wire';
import { useCountryName } from '../countries';
import { AccountFormCard } from '../formCard';
import { accountPaths, refusal } from './accountCalls';

type Field = 'username' | 'email' | 'password' | 'firstName' | 'lastName' | 'dateOfBirth';

/**
 * /account/register, where the brand's Join link leads: a new account with the brand's countries and
 * currencies. The platform checks every rule (age, password strength, a free username) and says which
 * one failed; once the account is open, the login opens with the new username in it.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const { api, stores } = useShellContext();
  const countryName = useCountryName();
  const id = useId();
  const options = useQuery({
    queryKey: ['registration-options'],
    queryFn: async () => (await api.get<RegistrationOptions>(accountPaths.registrationOptions)).data,
    staleTime: Infinity,
  });
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    email: '',
    password: '',
    firstName: '',
    lastName: '',
    dateOfBirth: '',
  });
  const [country, setCountry] = useState('');
  const [currency, setCurrency] = useState('');
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ key: string; text: string } | null>(null);
  const [opened, setOpened] = useState<string | null>(null);

  if (options.isPending) return <p role="status">{t('account.loading', 'Loading…')}</p>;
  if (options.isError) return <p role="alert">{t('errors.something-went-wrong', 'Something went wrong.')}</p>;
  const { countries, currencies, minimumAge, passwordMinLength } = options.data;

  const logIn = () => {
    stores.session.getState().setLoginDetails({ savedUsername: opened ?? undefined });
    stores.ui.getState().setModal('isLoginOpen', true);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const body = {
        ...values,
        username: values.username.trim(),
        countryCode: country || countries[0],
        currency: currency || currencies[0],
        termsAccepted: terms,
        // A box left unticked is sent as it is: the platform refuses it, in words the page shows.
      } satisfies Omit<SignUpRequest, 'termsAccepted'> & { termsAccepted: boolean };
      await api.post(accountPaths.registration, body);
      setOpened(body.username);
    } catch (error) {
      setFailure(refusal(error));
    } finally {
      setBusy(false);
    }
  }

  const input = (field: Field, label: string, type = 'text', autoComplete?: string) => (
    <label htmlFor={`${id}-${field}`}>
      {label}
      <input
        id={`${id}-${field}`}
        type={type}
        required
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
      />
    </label>
  );

  return (
    <AccountFormCard labelledBy={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('account.signUp.title', 'Open an account')}</h1>
      {opened ? (
        <>
          <p role="status">
            {t('account.signUp.done', 'Your account {{username}} is open. Log in to bet.', { username: opened })}
          </p>
          <button type="button" onClick={logIn}>
            {t('account.login.submit', 'Log in')}
          </button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          {input('username', t('account.login.username', 'Username'), 'text', 'username')}
          {input('email', t('account.profile.email', 'Email'), 'email', 'email')}
          {input('password', t('account.login.password', 'Password'), 'password', 'new-password')}
          <p className="hint">
            {t('account.signUp.passwordHint', 'At least {{count}} characters, letters and digits.', { count: passwordMinLength })}
          </p>
          {input('firstName', t('account.signUp.firstName', 'First name'), 'text', 'given-name')}
          {input('lastName', t('account.signUp.lastName', 'Last name'), 'text', 'family-name')}
          {input('dateOfBirth', t('account.signUp.dateOfBirth', 'Date of birth'), 'date', 'bday')}
          <p className="hint">{t('account.signUp.ageHint', 'You must be {{count}} or older.', { count: minimumAge })}</p>
          <label htmlFor={`${id}-country`}>
            {t('account.profile.country', 'Country')}
            <select id={`${id}-country`} value={country || countries[0]} onChange={(e) => setCountry(e.target.value)}>
              {countries.map((code) => (
                <option key={code} value={code}>
                  {countryName(code)}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={`${id}-currency`}>
            {t('account.profile.currency', 'Currency')}
            <select id={`${id}-currency`} value={currency || currencies[0]} onChange={(e) => setCurrency(e.target.value)}>
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
          <label className="check">
            <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
            {t('account.signUp.terms', 'I accept the terms of use')}
          </label>
          {failure ? (
            <p className="error" role="alert">
              {t(failure.key, failure.text)}
            </p>
          ) : null}
          <button type="submit" aria-busy={busy} disabled={busy}>
            {t('account.signUp.submit', 'Open my account')}
          </button>
        </form>
      )}
    </AccountFormCard>
  );
}
