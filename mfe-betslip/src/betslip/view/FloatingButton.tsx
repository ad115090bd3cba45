import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const floating = css`
  position: fixed;
  right: 20px;
  bottom: calc(var(--sb-bottom-inset, 0px) + 20px);
  z-index: 45;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 12px 18px;
  border: 0;
  border-radius: 999px;
  background: var(--sb-accent);
  color: var(--sb-accent-text);
  font-weight: 700;
  box-shadow: 0 6px 20px rgb(0 0 0 / 30%);
  cursor: pointer;
  span {
    min-width: 22px;
    padding: 2px 6px;
    border-radius: 11px;
    background: var(--sb-accent-text);
    color: var(--sb-accent);
  }
`;

/** The optional floating betslip button (spec 2 section 2): brings the slip into view from anywhere on the page. */
export function FloatingButton({ count, onOpen }: { count: number; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      css={floating}
      onClick={onOpen}
      aria-label={t('betslip.floating', { count, defaultValue: 'Open the betslip, {{count}} selections' })}
    >
      {t('betslip.title', 'Betslip')} <span aria-hidden="true">{count}</span>
    </button>
  );
}
