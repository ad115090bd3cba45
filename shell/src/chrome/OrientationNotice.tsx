import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

/**
 * A phone held sideways (spec 1 section 2.4's device-orientation notice): the mobile layout is made for a
 * phone held upright. A screen this low in landscape is a phone; a tablet's landscape is left alone.
 */
export const ORIENTATION_QUERY = '(orientation: landscape) and (max-height: 500px)';

const noticeStyle = css`
  position: fixed;
  inset: 0;
  z-index: 80;
  display: grid;
  place-content: center;
  gap: 12px;
  padding: 24px;
  text-align: center;
  background: var(--sb-bg);
  color: var(--sb-text);
  font-size: 16px;
  .icon {
    font-size: 40px;
  }
`;

function useSideways(): boolean {
  const [sideways, setSideways] = useState(() => window.matchMedia?.(ORIENTATION_QUERY).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(ORIENTATION_QUERY);
    if (!media) return;
    const onChange = () => setSideways(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return sideways;
}

/** Covers the page while a phone is held sideways; it goes as soon as the phone is upright again. */
export function OrientationNotice() {
  const { t } = useTranslation();
  if (!useSideways()) return null;
  return (
    <div css={noticeStyle} role="alert">
      <span className="icon" aria-hidden="true">
        ⟳
      </span>
      <strong>{t('shell.orientation.title', 'Please turn your phone upright')}</strong>
      <span>{t('shell.orientation.body', 'This site is made for your phone held upright.')}</span>
    </div>
  );
}
