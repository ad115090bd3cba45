import { useEffect, useId, useRef } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellRoute } from '@sportsbook/contracts';
import { modalBackdrop, modalSurface } from '@sportsbook/ui';
import { SettingsPanel } from './SettingsPanel';

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
