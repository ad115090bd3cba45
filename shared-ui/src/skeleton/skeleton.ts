import { css } from '@emotion/react';

/**
 * A placeholder shimmering where content will come (a menu row, an event row, the external header): its
 * caller gives it its size. Still for a player who asks for reduced motion.
 */
export const skeleton = css`
  border-radius: 6px;
  background: linear-gradient(90deg, var(--sb-surface-2), var(--sb-border), var(--sb-surface-2));
  background-size: 200% 100%;
  animation: sb-shimmer 1.2s linear infinite;
  @keyframes sb-shimmer {
    to {
      background-position: -200% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
