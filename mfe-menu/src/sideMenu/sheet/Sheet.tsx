import { useEffect, useRef, type PointerEvent } from 'react';
import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellRoute } from '@sportsbook/contracts';
import { SearchListbox, useSearchCombobox } from '@sportsbook/search';
import { MenuIcon } from '../../icons';
import { MenuHeader } from '../MenuHeader';
import { MenuTiers } from '../MenuTiers';
import { useSearchLabels } from './useSearchLabels';
import { controlField } from '@sportsbook/ui';

/** Spec 1 section 2.8: the rebranded menu is a bottom sheet of 92 % of the viewport height. */
export const SHEET_HEIGHT = '92vh';
/** Dragging the handle down this far closes the sheet. */
const DRAG_CLOSE_PX = 80;

const rise = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;
const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/* Above the shell's drawer (60) and below its overlay area (70), where the login dialog opens. */
const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 64;
  background: rgb(0 0 0 / 55%);
  animation: ${fade} 0.2s ease;
`;

const sheet = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 65;
  height: ${SHEET_HEIGHT};
  display: flex;
  flex-direction: column;
  background: var(--sb-surface);
  color: var(--sb-text);
  border-radius: 16px 16px 0 0;
  box-shadow: 0 -12px 40px rgb(0 0 0 / 40%);
  animation: ${rise} 0.22s ease-out;
  outline: none;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  .handle {
    flex: none;
    display: grid;
    place-items: center;
    height: 22px;
    touch-action: none;
    cursor: grab;
  }
  .handle::before {
    content: '';
    width: 44px;
    height: 5px;
    border-radius: 3px;
    background: var(--sb-border);
  }
  .body {
    flex: 1;
    overflow-y: auto;
    overscroll-behavior: contain;
    padding-bottom: 16px;
  }
`;

const searchBox = css`
  flex: none;
  position: relative;
  margin: 10px 12px 4px;
  .icon {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: var(--sb-text-muted);
    pointer-events: none;
  }
  input {
    ${controlField};
    width: 100%;
    height: 42px;
    padding: 0 12px 0 40px;
    border-radius: 21px;
  }
  input:focus {
    border-color: var(--sb-accent);
    outline: none;
  }
`;

/** The rebranded mobile menu's bottom sheet (see MenuSheet), with its search box. */
export function Sheet() {
  const { t } = useTranslation();
  const { api, bus } = useShellContext();
  const { go } = useShellRoute();
  const dialog = useRef<HTMLDivElement>(null);
  const dragStart = useRef<number | null>(null);
  const close = () => bus.emit('menu/toggle', { open: false });
  const search = useSearchCombobox({ api, go, onChosen: close });
  const labels = useSearchLabels(search.query);

  useEffect(() => {
    dialog.current?.focus();
    // The page behind must not scroll under the sheet.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') bus.emit('menu/toggle', { open: false });
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
    };
  }, [bus]);

  return (
    <>
      <div css={backdrop} aria-hidden="true" data-testid="menu-sheet-backdrop" onClick={close} />
      <div ref={dialog} css={sheet} role="dialog" aria-modal="true" aria-label={t('menu.title', 'Sports menu')} tabIndex={-1}>
        <div
          className="handle"
          aria-hidden="true"
          onPointerDown={(event: PointerEvent) => {
            dragStart.current = event.clientY;
          }}
          onPointerUp={(event: PointerEvent) => {
            if (dragStart.current !== null && event.clientY - dragStart.current > DRAG_CLOSE_PX) close();
            dragStart.current = null;
          }}
        />
        <MenuHeader />
        <div css={searchBox}>
          <MenuIcon name="search" size={18} />
          <input
            type="search"
            aria-label={t('menu.search.label', 'Search')}
            placeholder={t('menu.search.placeholder', 'Teams, competitions, sports')}
            autoComplete="off"
            enterKeyHint="search"
            {...search.inputProps}
          />
        </div>
        <div className="body">
          {search.searching ? <SearchListbox combobox={search} labels={labels} /> : <MenuTiers mobile />}
        </div>
      </div>
    </>
  );
}
