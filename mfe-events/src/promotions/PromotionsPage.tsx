import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore, type Promotion } from '@sportsbook/contracts';
import { ContentState, contentPage } from '../content';
import { useOptIn, usePromotions } from './usePromotions';

const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;
  article {
    border: 1px solid var(--sb-border);
    border-radius: var(--sb-radius);
    overflow: hidden;
    background: var(--sb-surface-2);
    height: 100%;
  }
  img {
    display: block;
    width: 100%;
    /* The width and height attributes reserve the room; the banner scales with the card, never cropped. */
    height: auto;
    aspect-ratio: 16 / 5;
    object-fit: cover;
  }
  .body {
    padding: 12px;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 16px;
  }
  p {
    margin: 0 0 8px;
  }
  ul {
    margin: 6px 0 0;
    padding-left: 18px;
    font-size: 13px;
    color: var(--sb-text-muted);
  }
  .opted {
    color: var(--sb-positive);
    font-weight: 600;
  }
`;

function OptIn({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const { bus } = useShellContext();
  const loggedIn = useShellStore('session', (s) => s.status === 'logged-in');
  const optIn = useOptIn();
  if (!promotion.optInRequired) return null;
  if (!loggedIn)
    return (
      <button type="button" className="primary" onClick={() => bus.emit('session/login-requested', { reason: 'user' })}>
        {t('events.promotions.loginToOptIn', 'Log in to opt in')}
      </button>
    );
  if (promotion.optedIn)
    return (
      <p className="opted" role="status">
        {t('events.promotions.optedIn', 'You are opted in')}
      </p>
    );
  return (
    <>
      <button
        type="button"
        className="primary"
        disabled={optIn.isPending}
        aria-label={t('events.promotions.optInTo', 'Opt in to {{title}}', { title: promotion.title })}
        onClick={() => optIn.mutate(promotion.id)}
      >
        {t('events.promotions.optIn', 'Opt in')}
      </button>
      {optIn.isError ? (
        <p role="alert">{t('events.promotions.optInFailed', 'We could not opt you in. Please try again.')}</p>
      ) : null}
    </>
  );
}

function PromotionCards({ promotions }: { promotions: Promotion[] }) {
  const { t } = useTranslation();
  return (
    <ul css={list}>
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <article aria-labelledby={`promotion-${promotion.id}`}>
            <img src={promotion.image} alt="" width={640} height={200} loading="lazy" />
            <div className="body">
              <h3 id={`promotion-${promotion.id}`}>{promotion.title}</h3>
              <p>{promotion.summary}</p>
              <OptIn promotion={promotion} />
              <details>
                <summary>{t('events.promotions.terms', 'Terms and conditions')}</summary>
                <ul>
                  {promotion.terms.map((term) => (
                    <li key={term}>{term}</li>
                  ))}
                </ul>
              </details>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * /promotions: the brand's promotions for this player (audiences as for adverts), with opt-in where a
 * promotion needs it, and the VIP scheme as its own section (#vip) when the brand runs one.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const vipScheme = useShellStore('globalSettings', (s) => s.settings.display_vip_scheme);
  const promotions = usePromotions();
  const all = promotions.data ?? [];
  const regular = all.filter((p) => p.section === 'promotions');
  const vip = vipScheme ? all.filter((p) => p.section === 'vip') : [];
  return (
    <section css={contentPage} aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('events.promotions.title', 'Promotions')}</h1>
      <ContentState pending={promotions.isPending} error={promotions.isError} onRetry={() => void promotions.refetch()} />
      {promotions.isSuccess && regular.length === 0 ? (
        <p className="note">{t('events.promotions.none', 'There are no promotions for you right now.')}</p>
      ) : null}
      {regular.length ? <PromotionCards promotions={regular} /> : null}
      {vip.length ? (
        <section id="vip" aria-labelledby="vip-title">
          <h2 id="vip-title">{t('events.promotions.vip', 'VIP')}</h2>
          <PromotionCards promotions={vip} />
        </section>
      ) : null}
    </section>
  );
}
