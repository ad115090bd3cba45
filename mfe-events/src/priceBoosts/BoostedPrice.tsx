import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const boosted = css`
  display: inline-flex;
  align-items: baseline;
  gap: 4px;
  s {
    color: var(--sb-text-muted);
    font-size: 11px;
  }
  [aria-pressed='true'] & s {
    color: var(--sb-accent-text);
    opacity: 0.8;
  }
  .badge {
    position: absolute;
    top: -7px;
    left: 50%;
    transform: translateX(-50%);
    padding: 0 5px;
    border-radius: 6px;
    font-size: 9px;
    font-weight: 800;
    line-height: 14px;
    text-transform: uppercase;
    background: var(--sb-positive);
    color: #fff;
    white-space: nowrap;
  }
`;

/** A boosted price on its button: the book's price struck through beside the boost, marked as one. */
export function BoostedPrice({ was, now }: { was: string; now: string }) {
  const { t } = useTranslation();
  return (
    <span css={boosted}>
      <span className="badge" aria-hidden="true">
        {t('events.boost.badge', 'Boost')}
      </span>
      <s aria-hidden="true">{was}</s>
      <strong>{now}</strong>
    </span>
  );
}
