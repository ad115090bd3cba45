import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const shimmer = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const skeleton = css`
  flex: 1;
  min-width: 0;
  height: var(--sb-header-height);
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 16px;
  span {
    height: 14px;
    border-radius: 7px;
    background: var(--sb-surface-2);
    animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  }
  span:first-of-type {
    width: 140px;
    height: 28px;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

/** Stands in for the external header while it loads, and stays when it cannot be shown (spec 1 section 2.5). */
export function ExternalHeaderSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      css={skeleton}
      role="status"
      aria-label={t('header.loadingHeader', 'Loading header')}
      data-testid="external-header-skeleton"
    >
      <span />
      <span css={{ width: 90 }} />
      <span css={{ width: 90 }} />
      <span css={{ width: 70 }} />
    </div>
  );
}
