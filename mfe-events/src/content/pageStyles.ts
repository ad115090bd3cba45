import { css } from '@emotion/react';
import { cardSurface, primaryButton } from '@sportsbook/ui';

/** The content pages of the events remote (promotions, help, game sections): a card under a page heading. */
export const contentPage = css`
  ${cardSurface};
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
