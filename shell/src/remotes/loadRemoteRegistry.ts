import { safeStorage } from '@sportsbook/contracts';
import type { RemoteName } from '@sportsbook/contracts';
import { parseRemoteRegistry, readOverrides } from './remoteRegistry';

async function fetchRegistry(reportProblem: (message: string) => void): Promise<unknown> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (response.ok) return await response.json();
    reportProblem(`remotes.json answered ${response.status}`);
  } catch (error) {
    reportProblem(`remotes.json could not be read: ${String(error)}`);
  }
  return undefined;
}

/**
 * Reads remotes.json (inline in the page, else fetched) and applies this browser's overrides. A missing or
 * malformed registry is reported and leaves the remotes it could not name unconfigured: their regions fall
 * back, the page still works.
 */
export async function loadRemoteRegistry(
  search: string,
  reportProblem: (message: string) => void,
  inline?: unknown,
): Promise<Partial<Record<RemoteName, string>>> {
  const raw = inline ?? (await fetchRegistry(reportProblem));
  const { registry, problems } = parseRemoteRegistry(raw);
  const { overrides, problems: overrideProblems } = readOverrides(search, safeStorage(), registry.overrideOrigins);
  for (const problem of [...problems, ...overrideProblems]) reportProblem(problem);
  return { ...registry.remotes, ...overrides };
}
