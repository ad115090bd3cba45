import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellStore } from '@sportsbook/contracts';
import { controlField, primaryButton } from '@sportsbook/ui';
import {
  defaultStakeText,
  parseDefaultStake,
  settingsOptions,
  shownLayout,
  shownOddsType,
  type DefaultStakeError,
} from './settingsRules';
import { useSettingsSave } from './useSettingsSave';
import { Choices } from './Choices';

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
    ${controlField};
    width: 12em;
    padding: 8px 10px;
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

const ODDS_NAMES = { euro: 'Decimal', hk: 'Hong Kong', us: 'American', malay: 'Malay', indo: 'Indonesian' } as const;
const LAYOUT_NAMES = { asian: 'Asian', euro: 'European', thai: 'Thai' } as const;
const SORT_NAMES = { time: 'Time', competition: 'Competition' } as const;
const THEME_NAMES = { light: 'Light', dark: 'Dark', system: 'System' } as const;
const STAKE_ERRORS: Record<DefaultStakeError, [string, string]> = {
  numeric: ['account.settings.stake.numeric', 'Field should be numeric'],
  'too-long': ['account.settings.stake.tooLong', 'Maximum requirement not met'],
};

/**
 * The player's settings (spec 1 section 2.10). Every choice goes into the player-settings store at
 * once, so the whole site follows it; a logged-in player's choice is then saved to the profile
 * (account preferences and player details), an anonymous player's stays on this device. A failed save
 * keeps the choice: the site already shows it, and Save tries again. The default stake is typed, so it
 * is taken on Save rather than at every key.
 */
export function SettingsPanel() {
  const { t } = useTranslation();
  const id = useId();
  const brand = useShellStore('globalSettings', (s) => s.settings);
  const player = useShellStore('playerSettings', (s) => s);
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
  const { status, apply } = useSettingsSave(options);
  const stake = parseDefaultStake(stakeText, brand.currency_precision);

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
