// The first views are drawn in a pool of worker threads (piscina): a render is synchronous work of tens of
// milliseconds, and on the server's own thread it would hold up every other page and file meanwhile.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { RenderRequest, RenderResult } from '@sportsbook/server-render';
import type { FirstViewPlan } from '@sportsbook/contracts';
import type { FirstViewAsk, RenderTask } from './renderWorker';

/** How long a page may wait for its first view's data before it goes out with the browser left to ask. */
export const RENDER_BUDGET_MS = 400;
/** A render past its budget and this much more is stopped (its thread is replaced). */
const OVERRUN_MS = 1000;
/** A release telling its first requests computes them from the address and settings: no data to wait for. */
const PLAN_BUDGET_MS = 200;

export interface RenderPool {
  /** The first view drawn with the server build in `file`; undefined when it draws none or fails. */
  render(file: string, request: Omit<RenderRequest, 'deadline'>): Promise<RenderResult | undefined>;
  /** The first requests of a page, as the server build in `file` makes them; undefined for a build that does not say. */
  plan(file: string, ask: FirstViewAsk): Promise<FirstViewPlan | undefined>;
  close(): Promise<void>;
}

/**
 * One thread fewer than the cores (at least one): the server's own thread keeps a core for pages from its
 * cache, the files and the platform's proxy. RENDER_THREADS sets it.
 */
export function renderThreads(env = process.env): number {
  const asked = Number(env.RENDER_THREADS);
  return Number.isInteger(asked) && asked > 0 ? asked : Math.max(1, availableParallelism() - 1);
}

export function createRenderPool(threads = renderThreads()): RenderPool {
  const pool = new Piscina<RenderTask, RenderResult | FirstViewPlan | undefined>({
    filename: path.join(__dirname, 'renderWorker.ts'),
    minThreads: threads,
    maxThreads: threads,
    // A render that waits for data leaves its thread free for another meanwhile.
    concurrentTasksPerWorker: 4,
  });
  return {
    async render(file, request) {
      try {
        return (await pool.run(
          { file, request: { ...request, deadline: Date.now() + RENDER_BUDGET_MS } },
          { signal: AbortSignal.timeout(RENDER_BUDGET_MS + OVERRUN_MS) },
        )) as RenderResult | undefined;
      } catch (error) {
        console.error(`the first view's render failed on ${request.location}:`, error);
        return undefined;
      }
    },
    async plan(file, ask) {
      try {
        return (await pool.run({ file, plan: ask }, { signal: AbortSignal.timeout(PLAN_BUDGET_MS) })) as
          FirstViewPlan | undefined;
      } catch (error) {
        console.error(`the first requests of ${ask.location} could not be told:`, error);
        return undefined;
      }
    },
    close: () => pool.destroy(),
  };
}
