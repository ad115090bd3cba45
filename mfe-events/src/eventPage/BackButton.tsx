import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '@sportsbook/contracts';

const back = css`
  border: 0;
  background: transparent;
  color: var(--sb-text);
  font-size: 18px;
  cursor: pointer;
`;

/**
 * Back (spec 1 section 2.3): the shell goes to the stored previous location, or, for a page opened
 * directly, to the live sport page from a live event, the sports page from an event.
 */
export function BackButton() {
  const { t } = useTranslation();
  const { bus } = useShellContext();
  return (
    <button
      type="button"
      css={back}
      className="back"
      aria-label={t('events.back', 'Back')}
      onClick={() => bus.emit('navigation/back')}
    >
      ←
    </button>
  );
}
