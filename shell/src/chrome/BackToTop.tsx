import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { UiState } from '@sportsbook/contracts';

/** Spec 1 section 2.4: shown past 200 px of scroll, hidden after 5 s without scrolling. */
export const BACK_TO_TOP_THRESHOLD_PX = 200;
export const BACK_TO_TOP_HIDE_MS = 5000;
/** Pages with a sticky scoreboard of their own, where the button would cover it. */
const EXCLUDED_PATHS = [/^\/live\/\d/, /^\/events\/\d/];

export function isBackToTopExcluded(path: string): boolean {
  return EXCLUDED_PATHS.some((pattern) => pattern.test(path));
}

const buttonStyle = css`
  position: fixed;
  right: 16px;
  /* Above the bottom navigation and whatever the phone's sheet holds (the betslip bar), never over them. */
  bottom: calc(var(--sb-bottom-inset) + var(--sb-sheet-height, 0px) + 16px);
  z-index: 45;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid var(--sb-border);
  background: var(--sb-surface-2);
  color: var(--sb-text);
  cursor: pointer;
  font-size: 20px;
  box-shadow: 0 4px 16px rgb(0 0 0 / 30%);
`;

/**
 * The height the phone's sheet (the betslip bar or overlay) takes at the bottom of the screen, kept in
 * --sb-sheet-height on the page so the button sits above it.
 */
function useSheetHeight(sheet: HTMLElement | undefined) {
  useEffect(() => {
    if (!sheet || typeof ResizeObserver === 'undefined') return;
    const page = sheet.closest<HTMLElement>('.sb-page') ?? document.documentElement;
    const measure = () => page.style.setProperty('--sb-sheet-height', `${sheet.getBoundingClientRect().height}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(sheet);
    measure();
    return () => {
      observer.disconnect();
      page.style.removeProperty('--sb-sheet-height');
    };
  }, [sheet]);
}

/**
 * Spec 1 section 2.4's button. On a phone an open betslip is an overlay whose Place bet sits at the
 * bottom of the screen, where the button would cover it: it does not show while the slip is open there.
 */
export function BackToTop({ path, ui, sheet }: { path: string; ui: StoreApi<UiState>; sheet?: HTMLElement }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const slipOverlayOpen = useStore(ui, (s) => s.betslipOpen && !s.isDesktop);
  useSheetHeight(sheet);

  useEffect(() => {
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(hideTimer);
      const past = window.scrollY > BACK_TO_TOP_THRESHOLD_PX;
      setVisible(past);
      if (past) hideTimer = setTimeout(() => setVisible(false), BACK_TO_TOP_HIDE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Mounted by a scroll (see BackToTopWhenScrolled): the page may be past the threshold already.
    onScroll();
    return () => {
      clearTimeout(hideTimer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!visible || slipOverlayOpen || isBackToTopExcluded(path)) return null;
  return (
    <button
      type="button"
      css={buttonStyle}
      aria-label={t('shell.backToTop', 'Back to top')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}
