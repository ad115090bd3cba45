import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { primaryButton, useShellContext, useShellRoute, useShellStore, type PlayerSettings } from '@sportsbook/contracts';
import { modalBackdrop, modalSurface } from '@sportsbook/contracts/pure';
import {
  defaultStakeText,
  parseDefaultStake,
  settingsOptions,
  shownLayout,
  shownOddsType,
  type DefaultStakeError,
} from './settingsRules';
import { saveToProfile, type ProfileSettings } from './profileSave';

const panel = css`
  display: grid;
  gap: 16px;
  fieldset {
    border: 1px solid var(--sb-border);
    border-radius: var(--sb-radius, 8px);
    padding: 12px 16px;
    margin: 0;
  }
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
  }
  .choices label,
  label.check {
    display: flex;
    align-items: center;
    gap: 6px;
    cursor: pointer;
  }
  input[type='text'] {
    width: 12em;
    padding: 8px 10px;
    border-radius: 6px;
    border: 1px solid var(--sb-border);
    background: var(--sb-surface-2);
    color: var(--sb-text);
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: var(--sb-negative);
  }
  .error {
    color: var(--sb-negative);
    margin: 6px 0 0;
  }
  .actions {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  button[type='submit'] {
    ${primaryButton}
  }
  .status {
    margin: 0;
    color: var(--sb-text-muted);
  }
`;

// A taller dialog than the login's: it starts higher on the page.
const backdrop = css`
  ${modalBackdrop};
  padding-top: 8vh;
`;

const dialog = css`
  ${modalSurface};
  width: min(520px, 100%);
  max-height: 84vh;
  overflow-y: auto;
  .head {
    display: flex;
    justify-content: space-between;
    align-items: center;
    margin-bottom: 16px;
  }
  h2 {
    margin: 0;
  }
  .head button {
    border: 1px solid var(--sb-border);
    background: transparent;
    color: var(--sb-text);
    border-radius: 6px;
    padding: 6px 12px;
    cursor: pointer;
  }
`;

const ODDS_NAMES = { euro: 'Decimal', hk: 'Hong Kong', us: 'American', malay: 'Malay', indo: 'Indonesian' } as const;
const LAYOUT_NAMES = { asian: 'Asian', euro: 'European', thai: 'Thai' } as const;
const SORT_NAMES = { time: 'Time', competition: 'Competition' } as const;
const THEME_NAMES = { light: 'Light', dark: 'Dark', system: 'System' } as const;
const STAKE_ERRORS: Record<DefaultStakeError, [string, string]> = {
  numeric: ['account.settings.stake.numeric', 'Field should be numeric'],
  'too-long': ['account.settings.stake.tooLong', 'Maximum requirement not met'],
};

type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; local: boolean } | { kind: 'failed' };

/** A radio group with a legend: one fieldset per setting, every choice a labelled radio. */
function Choices<T extends string>(props: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      <div className="choices" role="radiogroup" aria-label={props.legend}>
        {props.options.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={props.name}
              value={option}
              checked={option === props.value}
              onChange={() => props.onChange(option)}
            />
            {props.label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The player's settings (spec 1 section 2.10). Every choice goes into the player-settings store at
 * once, so the whole site follows it; a logged-in player's choice is then saved to the profile
 * (account preferences and player details), an anonymous player's stays on this device. A failed save
 * keeps the choice: the site already shows it, and Save tries again. The default stake is typed, so it
 * is taken on Save rather than at every key.
 */
export function SettingsPanel() {
  const { t } = useTranslation();
  const { api, stores } = useShellContext();
  const id = useId();
  const brand = useShellStore('globalSettings', (s) => s.settings);
  const player = useShellStore('playerSettings', (s) => s);
  const session = useShellStore('session', (s) => (s.status === 'logged-in' ? s.session : null));
  const options = settingsOptions(brand);
  const oddsType = shownOddsType(player.oddsType, options.oddsType, brand.default_price_format);
  const layout = shownLayout(player.layout, options.layout);
  const [stakeText, setStakeText] = useState(() => defaultStakeText(player.defaultStake));
  // The stored stake can change under the open panel (the shell loads the profile's at login): show it.
  const [shownStake, setShownStake] = useState(player.defaultStake);
  if (shownStake !== player.defaultStake) {
    setShownStake(player.defaultStake);
    setStakeText(defaultStakeText(player.defaultStake));
  }
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  // Saves go one after another, each sending the store as it is when its turn comes, so the profile
  // ends with the last choice; only the latest save sets the status.
  const saves = useRef<Promise<void>>(Promise.resolve());
  const latestSave = useRef(0);
  // What the profile holds as far as this panel knows: what the shell loaded at login, then each save that
  // went through; a save refused half way puts the profile back to it (saveToProfile).
  const savedProfile = useRef<ProfileSettings | null>(null);
  const stake = parseDefaultStake(stakeText, brand.currency_precision);

  const profileSettings = (): ProfileSettings => {
    const current = stores.playerSettings.getState();
    return {
      oddsType: shownOddsType(current.oddsType, options.oddsType, brand.default_price_format),
      layout: shownLayout(current.layout, options.layout),
      sortBy: current.sortBy,
      defaultStake: current.defaultStake,
      userAcceptOdds: current.userAcceptOdds,
      theme: current.theme,
      themeSwitching: options.theme.length > 0,
    };
  };

  async function apply(patch: Partial<PlayerSettings>) {
    if (session) savedProfile.current ??= profileSettings();
    stores.playerSettings.getState().update(patch);
    if (!session) {
      setStatus({ kind: 'saved', local: true });
      return;
    }
    const save = ++latestSave.current;
    setStatus({ kind: 'saving' });
    const run = saves.current
      .catch(() => undefined)
      .then(async () => {
        const sent = profileSettings();
        await saveToProfile(api, session, sent, savedProfile.current);
        savedProfile.current = sent;
      });
    saves.current = run;
    try {
      await run;
      if (save === latestSave.current) setStatus({ kind: 'saved', local: false });
    } catch {
      if (save === latestSave.current) setStatus({ kind: 'failed' });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!stake.ok) return;
    setStakeText(defaultStakeText(stake.stake));
    void apply(options.defaultStake ? { defaultStake: stake.stake, layout } : { layout });
  }

  const stakeError = stake.ok ? null : STAKE_ERRORS[stake.error];
  let statusText: ReactNode = null;
  if (status.kind === 'saving') statusText = t('account.settings.saving', 'Saving…');
  if (status.kind === 'saved')
    statusText = status.local ? t('account.settings.savedLocally', 'Saved on this device') : t('account.settings.saved', 'Saved');

  return (
    <form css={panel} onSubmit={submit} noValidate aria-label={t('account.settings.title', 'Settings')}>
      <Choices
        legend={t('account.settings.sortBy', 'Sort by')}
        name={`${id}-sort`}
        options={options.sortBy}
        value={player.sortBy}
        label={(option) => t(`account.settings.sortBy.${option}`, SORT_NAMES[option])}
        onChange={(sortBy) => void apply({ sortBy })}
      />
      <Choices
        legend={t('account.settings.oddsType', 'Odds type')}
        name={`${id}-odds`}
        options={options.oddsType}
        value={oddsType}
        label={(option) => t(`account.settings.odds.${option}`, ODDS_NAMES[option])}
        onChange={(type) => void apply({ oddsType: type })}
      />
      <Choices
        legend={t('account.settings.layout', 'Layout')}
        name={`${id}-layout`}
        options={options.layout}
        value={layout}
        label={(option) => t(`account.settings.layout.${option}`, LAYOUT_NAMES[option])}
        onChange={(view) => void apply({ layout: view })}
      />
      {options.theme.length > 0 ? (
        <Choices
          legend={t('account.settings.theme', 'Theme')}
          name={`${id}-theme`}
          options={options.theme}
          value={player.theme}
          label={(option) => t(`account.settings.theme.${option}`, THEME_NAMES[option])}
          onChange={(theme) => void apply({ theme })}
        />
      ) : null}
      {options.defaultStake ? (
        <fieldset>
          <legend>{t('account.settings.defaultStake', 'Default stake')}</legend>
          <label htmlFor={`${id}-stake`}>
            {t('account.settings.defaultStake.amount', 'Amount ({{currency}})', { currency: brand.currency })}
          </label>{' '}
          <input
            id={`${id}-stake`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={stakeText}
            aria-invalid={stakeError ? true : undefined}
            aria-describedby={stakeError ? `${id}-stake-error` : undefined}
            onChange={(event) => setStakeText(event.target.value)}
          />
          {stakeError ? (
            <p id={`${id}-stake-error`} className="error">
              {t(...stakeError)}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {options.acceptHigherOdds ? (
        <label className="check">
          <input
            type="checkbox"
            checked={player.userAcceptOdds === 'D'}
            onChange={(event) => void apply({ userAcceptOdds: event.target.checked ? 'D' : 'A' })}
          />
          {t('account.settings.acceptHigherOdds', 'Accept higher odds and cash out')}
        </label>
      ) : null}
      <div className="actions">
        <button type="submit" aria-disabled={!stake.ok}>
          {t('account.settings.save', 'Save')}
        </button>
        <p className="status" role="status">
          {statusText}
        </p>
      </div>
      {status.kind === 'failed' ? (
        <p className="error" role="alert">
          {t(
            'account.settings.saveFailed',
            'Your settings could not be saved to your profile; they apply on this device. Try Save again.',
          )}
        </p>
      ) : null}
    </form>
  );
}

/** The settings panel as a modal dialog: Escape, the close button or a click outside closes it. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent's new function does not re-run the effect and steal the focus back.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    box.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div css={backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div css={dialog} ref={box} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="head">
          <h2 id={titleId}>{t('account.settings.title', 'Settings')}</h2>
          <button type="button" onClick={onClose}>
            {t('account.settings.close', 'Close')}
          </button>
        </div>
        <SettingsPanel />
      </div>
    </div>
  );
}

/**
 * /account/settings: the settings dialog over the account page, closing back to /account. The UI store
 * has no settings modal flag and the bus no settings command, so this route is the way in.
 */
export function SettingsRoute() {
  const { go } = useShellRoute();
  return <SettingsDialog onClose={() => go('/account')} />;
}
