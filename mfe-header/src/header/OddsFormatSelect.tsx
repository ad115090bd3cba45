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

/**
 * The odds format of the player's settings, among the formats the brand offers (euro always). A
 * logged-in player's choice is saved to the profile, as the settings panel saves it (spec 1 section 4).
 */
export function OddsFormatSelect() {
  const { t } = useTranslation();
  const { api, bus, stores } = useShellContext();
  const offered = useShellStore('globalSettings', (s) => s.settings.odds_types);
  const fallback = useShellStore('globalSettings', (s) => s.settings.default_price_format);
  const chosen = useShellStore('playerSettings', (s) => s.oddsType);
  if (offered.length < 2) return null;
  return (
    <select
      css={select}
      aria-label={t('header.oddsFormat', 'Odds format')}
      value={chosen === 'not_selected' ? fallback : chosen}
      onChange={(event) => {
        const oddsType = event.target.value as OddsType;
        stores.playerSettings.getState().update({ oddsType });
        const { status, session } = stores.session.getState();
        if (status !== 'logged-in' || !session) return;
        const accountId = encodeURIComponent(session.icore_player_id ?? session.username);
        api.patch(`/xapi/rest/accounts/${accountId}/accountPrefs`, { price_format: oddsType }, { withAuth: true }).catch(() => {
          bus.emit('toast/show', { kind: 'error', messageKey: 'errors.something-went-wrong' });
        });
      }}
    >
      {offered.map((type) => (
        <option key={type} value={type}>
          {t(`header.odds.${type}`, NAMES[type])}
        </option>
      ))}
    </select>
  );
}
