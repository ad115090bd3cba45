import { css } from '@emotion/react';

/** The accent-filled button of a panel's main action (the account's save, my bets' login prompt), alike across remotes. */
export const primaryButton = css`
  border: 1px solid var(--sb-accent);
  background: var(--sb-accent);
  color: var(--sb-accent-text);
  border-radius: 6px;
  padding: 10px 16px;
  font-weight: 700;
  cursor: pointer;
`;

/**
 * The raised surface of the site's controls: its buttons that are not the main action, its fields, its
 * prices. A rule composes it and adds its own size (`button { ${controlSurface}; padding: 6px 12px; }`).
 */
export const controlSurface = css`
  border: 1px solid var(--sb-border);
  border-radius: 6px;
  background: var(--sb-surface-2);
  color: var(--sb-text);
`;

/** A secondary button on the control surface, accent-filled while it is pressed (a toggle). */
export const controlButton = css`
  ${controlSurface};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: var(--sb-accent);
    border-color: var(--sb-accent);
    color: var(--sb-accent-text);
  }
`;

/** A text field on the control surface: the accent's edge while it has the focus, the negative's when invalid. */
export const controlField = css`
  ${controlSurface};
  font: inherit;
  &:focus-visible {
    border-color: var(--sb-accent);
  }
  &[aria-invalid='true'] {
    border-color: var(--sb-negative);
  }
`;
