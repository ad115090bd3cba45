import { useTranslation } from 'react-i18next';
import { formatBooked, formatOdds } from '@sportsbook/domain';
import { useShellStore } from '@sportsbook/contracts';
import { usePlayer } from './usePlayer';

/**
 * Booked money in the player's currency and its shown scale, written in the page's language, and odds in the
 * player's format, as the rest of the site shows them.
 */
export function useFormats() {
  const { i18n } = useTranslation();
  const player = usePlayer();
  const settings = useShellStore('globalSettings', (s) => s.settings);
  const oddsType = useShellStore('playerSettings', (s) => s.oddsType);
  const currency = player?.currency ?? settings.currency ?? 'EUR';
  const format = oddsType === 'not_selected' ? settings.default_price_format : oddsType;
  return {
    money: (amount: number) => formatBooked(amount, currency, i18n.language),
    odds: (decimal: number) => formatOdds(decimal, format, settings.negative_odds_betslip),
  };
}
