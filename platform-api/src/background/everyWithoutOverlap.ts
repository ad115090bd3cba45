/**
 * Runs `task` every `everyMs` until stopped, never two runs at once: a run still under way when the next is
 * due lets that one pass. The timer keeps no process alive, and stopping waits for a run under way, so the
 * database can close behind it. `task` handles its own failures (a rejected run would reject `stop`).
 */
export function everyWithoutOverlap(everyMs: number, task: () => Promise<unknown>) {
  let run: Promise<unknown> = Promise.resolve();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run = task().finally(() => {
      running = false;
    });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await run;
    },
  };
}
