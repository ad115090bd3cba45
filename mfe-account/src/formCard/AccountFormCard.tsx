import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { cardSurface, primaryButton } from '@sportsbook/ui';
import { formFields } from './formFields';

/** The card of the sign-up, password-reset and self-exclusion pages: labelled fields one under another. */
const card = css`
  ${formFields}
  ${cardSurface};
  padding: 24px;
  max-width: 32rem;
  h1 {
    margin: 0 0 16px;
    font-size: 22px;
  }
  form {
    display: grid;
    gap: 12px;
  }
  .hint {
    color: var(--sb-text-muted);
    font-weight: normal;
    font-size: 13px;
  }
  .error {
    color: var(--sb-negative);
    margin: 0;
  }
  button {
    ${primaryButton}
    justify-self: start;
  }
`;

/** An account page's form card: its heading (named by `labelledBy`), fields and button. */
export function AccountFormCard({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section css={card} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
