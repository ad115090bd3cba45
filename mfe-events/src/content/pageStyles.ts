import { css } from '@emotion/react';
import { primaryButton } from '@sportsbook/ui';

/** The content pages of the events remote (promotions, help, game sections): a card under a page heading. */
export const contentPage = css`
  background: var(--sb-surface);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  padding: 16px;
  margin-bottom: 12px;
  h1 {
    margin: 0 0 12px;
    font-size: 22px;
  }
  h2 {
    margin: 16px 0 8px;
    font-size: 18px;
  }
  .note {
    color: var(--sb-text-muted);
  }
  button.primary {
    ${primaryButton}
  }
`;
