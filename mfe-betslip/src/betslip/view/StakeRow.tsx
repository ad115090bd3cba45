import { useTranslation } from 'react-i18next';
import { formatShown } from '@sportsbook/domain';
import { StakeField, StakeKeyboard } from '../../stake';
import { parseStakeText, stakeText, type StakeCurrency } from '../../stake';
import type { SlipFigures } from '../slipFigures';

export interface StakeEntry {
  currency: StakeCurrency;
  currencyCode: string;
  quickStakes: number[];
  onStake: (key: string, stake: number | null, text: string, update: boolean) => void;
  onFocus: (key: string, text: string) => void;
  keypadFor: string | null;
  setKeypadFor: (key: string | null) => void;
  /** The stake the Max button puts on a bet (maxStake), null where none can be placed. */
  maxFor: (key: string) => number | null;
  /** The stake being typed: its bet and its text as typed, which wins over the stored stake. */
  activeKey: string | null;
  activeText: string;
}

/**
 * The stake of one bet (a single, the multiple or a system): typed in the field or on the on-screen
 * keyboard, with what it returns under it.
 */
export function StakeRow({
  betKey,
  name,
  unitStake,
  figures,
  entry,
  error,
}: {
  betKey: string;
  name: string;
  unitStake?: number;
  figures?: SlipFigures['returns'][string];
  entry: StakeEntry;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const text = entry.activeKey === betKey ? entry.activeText : stakeText(unitStake ?? null, entry.currency);
  const keypadOpen = entry.keypadFor === betKey;
  const max = entry.maxFor(betKey);
  const fromKeypad = (next: string) => {
    const change = parseStakeText(next, entry.currency, text);
    entry.onStake(betKey, change.stake, change.text, change.update);
  };
  return (
    <>
      <div className="stake">
        <StakeField
          label={t('betslip.stakeFor', { defaultValue: 'Stake on {{name}}', name })}
          value={text}
          currency={entry.currency}
          invalid={error}
          onFocus={() => entry.onFocus(betKey, text)}
          onChange={(change) => entry.onStake(betKey, change.stake, change.text, change.update)}
        />
        <button
          type="button"
          className="max-stake"
          aria-label={t('betslip.maxStakeFor', { defaultValue: 'Max stake on {{name}}', name })}
          disabled={max === null}
          onClick={() => max !== null && entry.onStake(betKey, max, stakeText(max, entry.currency), true)}
        >
          {t('betslip.max', 'Max')}
        </button>
        <button
          type="button"
          className="keypad-toggle"
          aria-expanded={keypadOpen}
          aria-label={t('betslip.keypadFor', { defaultValue: 'Keypad for {{name}}', name })}
          onClick={() => {
            entry.onFocus(betKey, text);
            entry.setKeypadFor(keypadOpen ? null : betKey);
          }}
        >
          ⌨
        </button>
      </div>
      {keypadOpen ? (
        <StakeKeyboard
          value={text}
          currency={entry.currency}
          quickStakes={entry.quickStakes}
          onChange={fromKeypad}
          onDone={() => entry.setKeypadFor(null)}
        />
      ) : null}
      {figures ? (
        <div className="returns">
          <span>
            {t('betslip.stake', 'Stake')} {formatShown(figures.totalStake, entry.currencyCode, i18n.language)}
            {figures.taxDeduction
              ? ` · ${t('betslip.tax', 'Tax')} ${formatShown(figures.taxDeduction, entry.currencyCode, i18n.language)}`
              : ''}
          </span>
          <span>
            {t('betslip.returns', 'Returns')}{' '}
            <strong>{formatShown(figures.potentialReturns, entry.currencyCode, i18n.language)}</strong>
          </span>
        </div>
      ) : null}
    </>
  );
}
