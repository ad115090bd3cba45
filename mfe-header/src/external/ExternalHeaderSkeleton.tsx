import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { skeleton } from '@sportsbook/ui';

const bar = css`
  flex: 1;
  min-width: 0;
  height: var(--sb-header-height);
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 16px;
  span {
    ${skeleton};
    height: 14px;
    border-radius: 7px;
  }
  span:first-of-type {
    width: 140px;
    height: 28px;
  }
`;

/** Stands in for the external header while it loads, and stays when it cannot be shown (spec 1 section 2.5). */
export function ExternalHeaderSkeleton() {
  const { t } = useTranslation();
  return (
    <div css={bar} role="status" aria-label={t('header.loadingHeader', 'Loading header')} data-testid="external-header-skeleton">
      <span />
      <span css={{ width: 90 }} />
      <span css={{ width: 90 }} />
      <span css={{ width: 70 }} />
    </div>
  );
}
