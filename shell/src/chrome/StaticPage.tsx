import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const pageStyle = css`
  max-width: 560px;
  margin: 12vh auto;
  padding: 32px;
  text-align: center;
  background: var(--sb-surface);
  border: 1px solid var(--sb-border);
  border-radius: 12px;
  h1 {
    margin-top: 0;
    font-size: 24px;
  }
  p {
    color: var(--sb-text-muted);
    line-height: 1.5;
  }
`;

/** Maintenance and blocked pages: plain pages with no remotes behind them. */
export function StaticPage({ kind, homeHref }: { kind: 'maintenance' | 'blocked'; homeHref: string }) {
  const { t } = useTranslation();
  return (
    <section css={pageStyle} aria-labelledby="sb-static-title">
      <h1 id="sb-static-title">
        {kind === 'maintenance'
          ? t('shell.maintenance.title', 'We are down for maintenance')
          : t('shell.blocked.title', 'Access is not available')}
      </h1>
      <p>
        {kind === 'maintenance'
          ? t(
              'shell.maintenance.body',
              'The sportsbook is being updated and will be back shortly. Your bets and balance are safe.',
            )
          : t('shell.blocked.body', 'The sportsbook is not available from your location or for your account.')}
      </p>
      {kind === 'maintenance' ? <a href={homeHref}>{t('shell.maintenance.retry', 'Try again')}</a> : null}
    </section>
  );
}
