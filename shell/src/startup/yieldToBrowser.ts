/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer a tap in between: the
 * shell's start cut into short tasks instead of one long one. scheduler.yield (Chromium) keeps the start
 * ahead of other tasks; elsewhere a message to itself (a timer would wait out its clamp).
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
