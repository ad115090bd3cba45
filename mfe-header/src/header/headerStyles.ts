import { css } from '@emotion/react';

/**
 * The desktop header is 80 px in all (spec 1 section 9): the bar and the sub-header below it share it,
 * so the shell's sticky columns, placed below --sb-header-height, stay clear of both.
 */
export const SUB_HEADER_HEIGHT_PX = 32;

export const header = css`
  display: flex;
  flex-direction: column;
  background: var(--sb-surface);
  color: var(--sb-text);
`;

export const bar = (withSubHeader: boolean) => css`
  height: ${withSubHeader ? `calc(var(--sb-header-height) - ${SUB_HEADER_HEIGHT_PX}px)` : 'var(--sb-header-height)'};
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 0 16px;
  max-width: 100%;
  @media (max-width: 1023px) {
    gap: 8px;
    padding: 0 10px;
  }
`;

export const logo = css`
  font-weight: 800;
  font-size: 20px;
  letter-spacing: 0.06em;
  color: var(--sb-text);
  text-decoration: none;
  white-space: nowrap;
  span {
    color: var(--sb-accent);
  }
  /* On a phone the logo gives way to the balance and the controls beside it. */
  @media (max-width: 1023px) {
    font-size: 17px;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const spacer = css`
  flex: 1;
  min-width: 0;
`;

export const button = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  border: 1px solid var(--sb-border);
  background: transparent;
  color: var(--sb-text);
  border-radius: 6px;
  padding: 8px 14px;
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    background: var(--sb-surface-2);
  }
  &[aria-expanded='true'] {
    background: var(--sb-surface-2);
    border-color: var(--sb-accent);
  }
`;

export const primaryButton = css`
  ${button};
  border-color: var(--sb-accent);
  background: var(--sb-accent);
  color: var(--sb-accent-text);
  &:hover,
  &[aria-expanded='true'] {
    background: var(--sb-accent);
  }
  &:hover {
    filter: brightness(1.08);
  }
`;

export const iconButton = css`
  ${button};
  padding: 8px 10px;
  font-size: 16px;
  line-height: 1;
`;

/** A round account icon with the player's initial. */
export const avatarButton = css`
  ${button};
  width: 38px;
  height: 38px;
  padding: 0;
  justify-content: center;
  border-radius: 50%;
  font-weight: 800;
  text-transform: uppercase;
  background: var(--sb-surface-2);
`;

/** The account icon (a link to /account) and the narrow button beside it that opens the account dropdown. */
export const accountGroup = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
`;

export const menuChevron = css`
  ${button};
  width: 22px;
  height: 38px;
  padding: 0;
  justify-content: center;
  background: transparent;
`;

export const srOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** A phone's 50 px header has room for the amount only; the word Balance stays for screen readers. */
export const balance = css`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.2;
  color: var(--sb-text);
  text-decoration: none;
  padding: 4px 8px;
  border-radius: 6px;
  &:hover {
    background: var(--sb-surface-2);
  }
  small {
    color: var(--sb-text-muted);
    font-size: 11px;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  strong {
    font-size: 15px;
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 1023.98px) {
    padding: 2px 6px;
    small {
      ${srOnly};
    }
    strong {
      font-size: 14px;
      white-space: nowrap;
    }
  }
`;

/** The balance, its show/hide toggle and the cashier dropdown, as one group. */
export const balanceGroup = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  border: 1px solid var(--sb-border);
  border-radius: 8px;
  padding: 2px;
`;

export const quietButton = css`
  ${button};
  border-color: transparent;
  padding: 6px 8px;
  color: var(--sb-text-muted);
  &:hover {
    color: var(--sb-text);
  }
`;

export const vipBadge = (tier: string) => css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: #1b1405;
  background: ${TIER_COLOURS[tier] ?? 'var(--sb-accent)'};
`;

const TIER_COLOURS: Record<string, string> = {
  bronze: 'linear-gradient(135deg, #e0a070, #b0703e)',
  silver: 'linear-gradient(135deg, #f1f3f6, #aeb6c1)',
  gold: 'linear-gradient(135deg, #ffe27a, #e3a920)',
  platinum: 'linear-gradient(135deg, #e9f4ff, #9fb8d6)',
};

/** A dropdown panel's heading line: who is logged in, the balance detail. */
export const panelHeading = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 8px 12px 10px;
  small {
    color: var(--sb-text-muted);
    font-size: 12px;
  }
  strong {
    font-size: 16px;
  }
`;

/** Text for screen readers only. */
