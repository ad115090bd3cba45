import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { MyBetsPanel } from '../panel';

const layer = css`
  position: fixed;
  inset: 0;
  z-index: 65;
  display: flex;
  align-items: center;
  justify-content: center;
  &[hidden] {
    display: none;
  }
  .backdrop {
    position: absolute;
    inset: 0;
    background: rgb(0 0 0 / 55%);
    cursor: pointer;
  }
  [role='dialog'] {
    position: relative;
    width: min(520px, 94vw);
    height: min(760px, 86vh);
    border-radius: var(--sb-radius);
    overflow: hidden;
    box-shadow: 0 24px 60px rgb(0 0 0 / 45%);
    background: var(--sb-surface);
  }
  /* On a phone my bets takes the page between the header and the bottom navigation: the main content is hidden. */
  @media (max-width: 1023px) {
    inset: var(--sb-header-height, 56px) 0 var(--sb-bottom-inset, 0) 0;
    .backdrop {
      display: none;
    }
    [role='dialog'] {
      width: 100%;
      height: 100%;
      border-radius: 0;
      box-shadow: none;
    }
  }
`;

const closeButton = css`
  margin-left: auto;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 1px solid var(--sb-border);
  background: transparent;
  color: var(--sb-text);
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
`;

/**
 * The my bets modal, portalled into the page: shown when visible; kept mounted but hidden while a
 * cash-out countdown runs after the player closed it, so that countdown can end; gone when closed.
 */
export function MyBetsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { domElementGetter } = useShellContext();
  const state = useShellStore('ui', (s) => s.myBetsModalState);
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const visible = state === 'visible';

  useEffect(() => {
    if (!visible) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>(`[id="${titleId}"]`)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !dialog.current) return;
      // Focus stays inside the dialog while it is modal: Tab wraps at either end.
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex="0"]')];
      const first = focusable[0];
      const last = focusable.at(-1);
      const inside = dialog.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [visible, onClose, titleId]);

  if (state === 'closed') return null;
  return createPortal(
    <div css={layer} hidden={!visible} data-mybets-modal={state}>
      {/* A click beside the dialog closes it; keyboard users have Escape and the close button. */}
      <div className="backdrop" aria-hidden="true" onClick={onClose} />
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog}>
        <MyBetsPanel
          variant="modal"
          titleId={titleId}
          actions={
            <button
              type="button"
              className="close"
              css={closeButton}
              aria-label={t('mybets.close', 'Close my bets')}
              onClick={onClose}
            >
              ×
            </button>
          }
        />
      </div>
    </div>,
    // Inside the shell's page the modal sees its variables, the bottom navigation's room among them.
    domElementGetter().closest<HTMLElement>('.sb-page') ?? document.body,
  );
}
