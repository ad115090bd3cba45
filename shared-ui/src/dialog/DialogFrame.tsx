import { useLayoutEffect, useRef, type ReactElement, type ReactNode, type Ref } from 'react';
import type { SerializedStyles } from '@emotion/react';
import { modalBackdrop, modalSurface } from './modalStyles';

interface DialogFrameProps {
  /** The id of the dialog's title. */
  labelledBy: string;
  describedBy?: string;
  /** An alert dialog interrupts to ask for an answer (the reality check). */
  role?: 'dialog' | 'alertdialog';
  /**
   * Escape, from anywhere on the page, and a press on the backdrop call it. Without it neither closes the
   * dialog: a notice that asks to be read or answered.
   */
  onDismiss?: () => void;
  /** The dialog's own width and content styles, on top of the frame's surface. */
  look?: SerializedStyles;
  backdropLook?: SerializedStyles;
  dialogRef?: Ref<HTMLDivElement>;
  /** Makes the dialog itself focusable, for a dialog that takes the focus when it opens. */
  focusable?: boolean;
  /** Wraps the dialog element, for the focus trap a caller keeps Tab inside with. */
  wrap?: (dialog: ReactElement) => ReactElement;
  children: ReactNode;
}

/**
 * The frame of the page's dialogs: a dimmed backdrop and a modal surface with the dialog's role, name and
 * dismissal. What it shows, and where the focus goes, are the caller's.
 */
export function DialogFrame({
  labelledBy,
  describedBy,
  role = 'dialog',
  onDismiss,
  look,
  backdropLook,
  dialogRef,
  focusable,
  wrap = (dialog) => dialog,
  children,
}: DialogFrameProps) {
  // The latest onDismiss, so a parent's new function does not re-register the listener on every render.
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });
  const dismissable = Boolean(onDismiss);
  // A layout effect: Escape works from the first frame the dialog shows, before passive effects run.
  useLayoutEffect(() => {
    if (!dismissable) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current?.();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dismissable]);
  return (
    <div css={[modalBackdrop, backdropLook]} onClick={(event) => event.target === event.currentTarget && dismiss.current?.()}>
      {wrap(
        <div
          css={[modalSurface, look]}
          ref={dialogRef}
          tabIndex={focusable ? -1 : undefined}
          role={role}
          aria-modal="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
        >
          {children}
        </div>,
      )}
    </div>
  );
}
