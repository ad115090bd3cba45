import { css } from '@emotion/react';

/** The sets and periods tables of the scoreboard: numbers in columns, the current column in the accent colour. */
export const scoreboardTable = css`
  width: 100%;
  margin-top: 12px;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 6px 8px;
    text-align: center;
    white-space: nowrap;
  }
  thead th {
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.04em;
    color: rgba(244, 246, 248, 0.72);
  }
  abbr {
    text-decoration: none;
  }
  tbody th {
    /* The name column takes the room the numbers leave and cuts long names short. */
    width: 100%;
    max-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    text-align: left;
    font-weight: 600;
  }
  tbody tr + tr {
    border-top: 1px solid rgba(244, 246, 248, 0.14);
  }
  td {
    font-size: 15px;
    font-weight: 600;
  }
  .current {
    color: var(--sb-accent);
    background: rgba(244, 246, 248, 0.08);
  }
  thead .current {
    box-shadow: inset 0 -2px 0 var(--sb-accent);
  }
  .summary {
    font-weight: 800;
    border-left: 1px solid rgba(244, 246, 248, 0.14);
  }
  .serving {
    display: inline-block;
    width: 7px;
    height: 7px;
    margin-right: 6px;
    border-radius: 50%;
    background: var(--sb-positive);
    vertical-align: middle;
  }
  .not-serving {
    display: inline-block;
    width: 7px;
    margin-right: 6px;
  }
`;

export const compactTable = css`
  margin-top: 8px;
  th,
  td {
    padding: 4px 5px;
  }
  td {
    font-size: 13px;
  }
  thead th {
    font-size: 10px;
  }
`;
