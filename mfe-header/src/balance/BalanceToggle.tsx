import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { button, srOnly } from '../styles';

export const quietButton = css`
  ${button};
  border-color: transparent;
  padding: 6px 8px;
  color: var(--sb-text-muted);
  &:hover {
    color: var(--sb-text);
  }
`;

/** The balance show/hide button (clem_header_toggle_balance, spec 1 section 2.5), in either header. */
export function BalanceToggle({ hidden, onToggle }: { hidden: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" css={quietButton} onClick={onToggle}>
      <span aria-hidden="true">{hidden ? '◉' : '◎'}</span>
      <span css={srOnly}>{hidden ? t('header.showBalance', 'Show balance') : t('header.hideBalance', 'Hide balance')}</span>
    </button>
  );
}
