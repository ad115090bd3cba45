import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { css, type SerializedStyles } from '@emotion/react';
import { alignOnScreen, dropdownAlign, type DropdownAlign } from './dropdownAlign';

interface Props {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** The trigger's accessible name when its content does not say it (an icon, a flag). */
  label?: string;
  triggerCss: SerializedStyles;
  /** Set for a trigger that announces a popup list (the language pickers). */
  hasPopup?: boolean;
  /** The panel's content; `close` shuts the dropdown after a choice. */
  children: (close: () => void) => ReactNode;
}

const wrapper = css`
  position: relative;
  display: inline-flex;
`;

const panel = (align: DropdownAlign) => css`
  position: absolute;
  top: calc(100% + 6px);
  ${align === 'right' ? 'right: 0;' : 'left: 0;'}
  z-index: 50;
  min-width: 200px;
  padding: 6px;
  background: var(--sb-surface);
  color: var(--sb-text);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius, 8px);
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.28);
`;

/**
 * A disclosure dropdown of the header: a button that shows a panel below it. The panel closes on
 * Escape (focus goes back to the trigger) and on a press outside it, and flips to the trigger's right
 * edge near the window's right edge (spec 1 section 2.5).
 */
export function Dropdown({ trigger, label, triggerCss, hasPopup, children }: Props) {
  const [align, setAlign] = useState<DropdownAlign | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const open = align !== null;
  const close = useCallback(() => setAlign(null), []);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      triggerRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open, close]);

  // Measured before paint: a panel that would run off the window's right edge opens towards the left.
  useLayoutEffect(() => {
    if (align !== 'left' || !panelRef.current) return;
    const next = alignOnScreen(align, panelRef.current.getBoundingClientRect().right, window.innerWidth);
    if (next !== align) setAlign(next);
  }, [align]);

  const toggle = () => {
    if (open) return close();
    const rect = triggerRef.current?.getBoundingClientRect();
    setAlign(dropdownAlign(rect?.right ?? 0, window.innerWidth));
  };

  return (
    <div css={wrapper} ref={wrapperRef}>
      <button
        ref={triggerRef}
        type="button"
        css={triggerCss}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup={hasPopup ? 'true' : undefined}
        onClick={toggle}
      >
        {trigger}
      </button>
      {align ? (
        <div id={panelId} ref={panelRef} css={panel(align)} data-align={align}>
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
