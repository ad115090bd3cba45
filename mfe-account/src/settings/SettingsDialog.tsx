import { useEffect, useId, useRef } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellRoute } from '@sportsbook/contracts';
import { DialogFrame } from '@sportsbook/ui';
import { SettingsPanel } from './SettingsPanel';

// A taller dialog than the login's: it starts higher on the page.
const backdrop = css`
  padding-top: 8vh;
`;

const dialog = css`
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

/** The settings panel as a modal dialog: Escape, the close button or a click outside closes it. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <DialogFrame labelledBy={titleId} onDismiss={onClose} look={dialog} backdropLook={backdrop} dialogRef={box} focusable>
      <div className="head">
        <h2 id={titleId}>{t('account.settings.title', 'Settings')}</h2>
        <button type="button" onClick={onClose}>
          {t('account.settings.close', 'Close')}
        </button>
      </div>
      <SettingsPanel />
    </DialogFrame>
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
