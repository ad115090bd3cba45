/** The parts of a mouse event the rule reads, so a React or a DOM event (or a plain object in a test) fits. */
export interface ClickModifiers {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A click the site follows itself, through the shell's navigation: the main button with no modifier.
 * Any other click keeps the browser's meaning (ctrl/meta or middle: new tab, shift: new window, alt:
 * download), so every link of the site must leave it alone. The one rule every link of every remote uses.
 */
export function isPlainClick(event: ClickModifiers): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
