import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore, type OddsType } from '@sportsbook/contracts';

const NAMES: Record<OddsType, string> = { euro: 'Decimal', hk: 'Hong Kong', us: 'American', malay: 'Malay', indo: 'Indonesian' };

const select = css`
  border: 1px solid var(--sb-border);
  background: var(--sb-surface-2);
  color: var(--sb-text);
  border-radius: 6px;
  padding: 7px 8px;
  font: inherit;
`;

/** The odds format of the player's settings, among the formats the brand offers (euro always). */
export function OddsFormatSelect() {
  const { t } = useTranslation();
  const { stores } = useShellContext();
  const offered = useShellStore('globalSettings', (s) => s.settings.odds_types);
  const fallback = useShellStore('globalSettings', (s) => s.settings.default_price_format);
  const chosen = useShellStore('playerSettings', (s) => s.oddsType);
  if (offered.length < 2) return null;
  return (
    <select
      css={select}
      aria-label={t('header.oddsFormat', 'Odds format')}
      value={chosen === 'not_selected' ? fallback : chosen}
      onChange={(event) => stores.playerSettings.getState().update({ oddsType: event.target.value as OddsType })}
    >
      {offered.map((type) => (
        <option key={type} value={type}>
          {t(`header.odds.${type}`, NAMES[type])}
        </option>
      ))}
    </select>
  );
}
