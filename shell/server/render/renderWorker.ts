// One render pool thread: loads a release's server build once and draws pages with it, or tells the page's
// first requests. React's server renderer is synchronous; here it blocks this thread alone, never the
// server's requests or its files.
import { createRequire } from 'node:module';
import type { FirstViewPlan } from '@sportsbook/contracts';
import type { RenderRequest, RenderResult } from '@sportsbook/server-render';

/** What the shell's server tells a release's server build of a page when it asks for its first requests. */
export interface FirstViewAsk {
  location: string;
  settings: RenderRequest['settings'];
  channel: RenderRequest['channel'];
}

export type RenderTask =
  /** The server build's file (see serverBuilds.ts), and the page to draw. */
  | { file: string; request: RenderRequest }
  /** The server build's file, and the page whose first requests it tells. */
  | { file: string; plan: FirstViewAsk };

interface ServerBuild {
  render?: (request: RenderRequest) => Promise<RenderResult | undefined>;
  /** Older releases have none: their pages are started by the remote alone. */
  firstViewPlan?: (ask: FirstViewAsk) => FirstViewPlan;
}

const builds = new Map<string, ServerBuild>();

export default async function renderTask(task: RenderTask): Promise<RenderResult | FirstViewPlan | undefined> {
  let build = builds.get(task.file);
  if (!build) {
    build = createRequire(task.file)(task.file) as ServerBuild;
    builds.set(task.file, build);
  }
  if ('plan' in task) return typeof build.firstViewPlan === 'function' ? build.firstViewPlan(task.plan) : undefined;
  return typeof build.render === 'function' ? build.render(task.request) : undefined;
}
