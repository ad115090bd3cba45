import { isRemoteName, patternToRegExp, REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';

/**
 * remotes.json, the runtime configuration of which build of each remote the page loads:
 * { "remotes": { "header": "https://.../mf-manifest.json", ... }, "overrideOrigins": ["http://localhost:*"] }
 */
export interface RemoteRegistry {
  remotes: Partial<Record<RemoteName, string>>;
  /** Origins (with '*' wildcards) a browser override may point at. */
  overrideOrigins: string[];
}

export type RegistryResult = { registry: RemoteRegistry; problems: string[] };

export const OVERRIDE_STORAGE_KEY = 'sb-remote-overrides';
export const OVERRIDE_QUERY_PARAM = 'remote-override';

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Reads remotes.json leniently: every bad entry is named in problems and dropped, the rest is kept. */
export function parseRemoteRegistry(raw: unknown): RegistryResult {
  const problems: string[] = [];
  const registry: RemoteRegistry = { remotes: {}, overrideOrigins: [] };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { registry, problems: ['remotes.json must be an object with a "remotes" map'] };
  }
  const { remotes, overrideOrigins } = raw as Record<string, unknown>;
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    problems.push('remotes.json has no "remotes" map');
  } else {
    for (const [name, url] of Object.entries(remotes)) {
      if (!isRemoteName(name)) problems.push(`unknown remote "${name}"`);
      else if (!isHttpUrl(url)) problems.push(`remote "${name}" needs an http(s) manifest URL`);
      else registry.remotes[name] = url;
    }
  }
  if (Array.isArray(overrideOrigins)) {
    registry.overrideOrigins = overrideOrigins.filter((origin): origin is string => typeof origin === 'string');
  }
  for (const name of REMOTE_NAMES) {
    if (!registry.remotes[name]) problems.push(`remote "${name}" is not configured`);
  }
  return { registry, problems };
}

/**
 * Per-browser overrides: `?remote-override=betslip=http://localhost:4104/mf-manifest.json` points this
 * browser's betslip at another build and remembers it; `?remote-override=betslip=` forgets it. Only URLs
 * on an origin the registry allows are honoured, since an override runs that build's code on the page.
 */
export function readOverrides(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  allowedOrigins: readonly string[],
): { overrides: Partial<Record<RemoteName, string>>; problems: string[] } {
  const problems: string[] = [];
  let stored: Partial<Record<RemoteName, string>> = {};
  try {
    stored = JSON.parse(storage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    problems.push('stored remote overrides were unreadable and are dropped');
  }
  for (const value of new URLSearchParams(search).getAll(OVERRIDE_QUERY_PARAM)) {
    const at = value.indexOf('=');
    const name = at === -1 ? value : value.slice(0, at);
    const url = at === -1 ? '' : value.slice(at + 1);
    if (!isRemoteName(name)) problems.push(`override names unknown remote "${name}"`);
    else if (url === '') delete stored[name];
    else stored[name] = url;
  }
  const overrides: Partial<Record<RemoteName, string>> = {};
  for (const [name, url] of Object.entries(stored)) {
    if (!isRemoteName(name) || !isHttpUrl(url)) continue;
    const origin = new URL(url).origin;
    if (allowedOrigins.some((pattern) => patternToRegExp(pattern).test(origin))) overrides[name] = url;
    else problems.push(`override of "${name}" to ${origin} is not on an allowed origin`);
  }
  storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
  return { overrides, problems };
}
