import { focusManager } from '@tanstack/react-query';

/**
 * The page counts as focused while its window has the focus and its tab is visible: focus loss as well as a
 * hidden tab pauses the polling of every query (the wallet's, the remotes' lists), and regaining focus
 * refetches what is stale.
 */
export function followWindowFocus(): void {
  focusManager.setEventListener((setFocused) => {
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    const onVisibility = () => setFocused(document.visibilityState === 'visible');
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  });
}
