import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

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
  bottom: 72px;
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

export function BackToTop({ path }: { path: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(hideTimer);
      const past = window.scrollY > BACK_TO_TOP_THRESHOLD_PX;
      setVisible(past);
      if (past) hideTimer = setTimeout(() => setVisible(false), BACK_TO_TOP_HIDE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(hideTimer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!visible || isBackToTopExcluded(path)) return null;
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
