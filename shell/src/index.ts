// The async boundary: shared modules are negotiated before any of the shell's own code runs.
// It starts after the browser's next frame, so the page the HTML brought (the header bar, the placeholders) is
// on screen before React and the shell are evaluated, which on a slow phone takes a while; a frame that never
// comes (a hidden frame) does not hold the start back beyond the fallback.
// The largest shared libraries are evaluated each in a task of its own before the shell's code: one long
// task for all of them would hold a tap on the page the HTML already shows.
import { yieldToBrowser } from './startup/yieldToBrowser';

let started = false;
const start = async () => {
  if (started) return;
  started = true;
  await import('react-dom/client');
  await yieldToBrowser();
  await import('@sportsbook/contracts');
  await yieldToBrowser();
  await import('./bootstrap');
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 100);
