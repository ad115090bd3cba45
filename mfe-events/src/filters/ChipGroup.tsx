import { css } from '@emotion/react';

const group = css`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  border-radius: 8px;
  background: var(--sb-surface-2);
  button {
    border: 0;
    border-radius: 6px;
    padding: 6px 12px;
    background: transparent;
    color: var(--sb-text-muted);
    cursor: pointer;
    font-weight: 600;
  }
  button[aria-pressed='true'] {
    background: var(--sb-surface);
    color: var(--sb-text);
    box-shadow: 0 1px 2px rgb(0 0 0 / 25%);
  }
`;

/** A row of toggle buttons of which one is chosen: the list filters' control. */
export function ChipGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div css={group} role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option.value} type="button" aria-pressed={value === option.value} onClick={() => onChange(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
