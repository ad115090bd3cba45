import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ShellLink } from '@sportsbook/contracts';
import { Card } from '../sports';

const body = css`
  padding: 0 12px 14px;
  p {
    margin: 0 0 12px;
    color: var(--sb-text-muted);
    line-height: 1.5;
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
  }
`;

/** A path no page of the site answers: said so in the page's language, with the ways back in. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('events.notFound.title', 'Page not found')} heading="h1">
      <div css={body}>
        <p>{t('events.notFound.body', 'The page you asked for does not exist or has moved.')}</p>
        <nav aria-label={t('events.notFound.title', 'Page not found')}>
          <ShellLink path="/homepage">{t('events.notFound.home', 'Go to the home page')}</ShellLink>
          <ShellLink path="/live/sport">{t('events.notFound.live', 'See what is live')}</ShellLink>
        </nav>
      </div>
    </Card>
  );
}
