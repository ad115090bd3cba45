// One render pool thread: loads a release's server build once and draws pages with it. React's server
// renderer is synchronous; here it blocks this thread alone, never the server's requests or its files.
import { createRequire } from 'node:module';
import type { RenderRequest, RenderResult } from '@sportsbook/contracts/server';

export interface RenderTask {
  /** The server build's file (see serverBuilds.ts). */
  file: string;
  request: RenderRequest;
}

interface ServerBuild {
  render?: (request: RenderRequest) => Promise<RenderResult | undefined>;
}

const builds = new Map<string, ServerBuild>();

export default async function renderTask({ file, request }: RenderTask): Promise<RenderResult | undefined> {
  let build = builds.get(file);
  if (!build) {
    build = createRequire(file)(file) as ServerBuild;
    builds.set(file, build);
  }
  return typeof build.render === 'function' ? build.render(request) : undefined;
}
