import { useId } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { FocusTrap } from 'focus-trap-react';
import { DialogFrame, primaryButton } from '@sportsbook/ui';

const dialog = css`
  width: min(440px, 100%);
  p {
    margin: 0 0 12px;
    line-height: 1.5;
  }
  button {
    ${primaryButton};
    width: 100%;
    margin-top: 4px;
  }
`;

/**
 * The risk-group player modal: the responsible-gambling notice and one way out, acknowledging it. Built as
 * the terms-of-use dialog is (the same backdrop, surface and focus trap): Tab stays inside it, and neither
 * Escape nor the backdrop closes it, for the notice asks to be read.
 */
export function RiskGroupModal({ onAcknowledge }: { onAcknowledge: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <DialogFrame
      labelledBy={titleId}
      look={dialog}
      wrap={(frame) => (
        <FocusTrap focusTrapOptions={{ escapeDeactivates: false, tabbableOptions: { displayCheck: 'none' } }}>{frame}</FocusTrap>
      )}
    >
      <h2 id={titleId}>{t('shell.riskGroup.title', 'Play within your limits')}</h2>
      <p>
        {t(
          'shell.riskGroup.body',
          'Betting should stay fun. Set a budget before you play, never chase your losses, and take a break when it stops being enjoyable. Deposit limits, time-outs and self-exclusion are in your account whenever you need them.',
        )}
      </p>
      <button type="button" onClick={onAcknowledge}>
        {t('shell.riskGroup.acknowledge', 'I understand')}
      </button>
    </DialogFrame>
  );
}
