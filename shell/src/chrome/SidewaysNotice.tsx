import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

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

/** What covers the page while a phone is held sideways (see OrientationNotice). */
export function SidewaysNotice() {
  const { t } = useTranslation();
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
