// The async boundary: shared modules are negotiated before any of the shell's own code runs.
// It starts after the browser's next frame, so the page the HTML brought (the header bar, the placeholders) is
// on screen before React and the shell are evaluated, which on a slow phone takes a while; a frame that never
// comes (a hidden frame) does not hold the start back beyond the fallback.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./bootstrap');
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 100);
