import type { RemoteName } from '@sportsbook/contracts';
import { parseRemoteRegistry, readOverrides } from './remoteRegistry';

/**
 * Fetches remotes.json and applies this browser's overrides. A missing or malformed registry is reported
 * and leaves the remotes it could not name unconfigured: their regions fall back, the page still works.
 */
export async function loadRemoteRegistry(
  search: string,
  reportProblem: (message: string) => void,
): Promise<Partial<Record<RemoteName, string>>> {
  let raw: unknown;
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    raw = response.ok ? await response.json() : undefined;
    if (!response.ok) reportProblem(`remotes.json answered ${response.status}`);
  } catch (error) {
    reportProblem(`remotes.json could not be read: ${String(error)}`);
  }
  const { registry, problems } = parseRemoteRegistry(raw);
  const { overrides, problems: overrideProblems } = readOverrides(search, localStorage, registry.overrideOrigins);
  for (const problem of [...problems, ...overrideProblems]) reportProblem(problem);
  return { ...registry.remotes, ...overrides };
}
