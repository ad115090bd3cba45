/** The seven remotes of the architecture, by the name each registers under. */
export const REMOTE_NAMES = ['header', 'menu', 'events', 'betslip', 'mybets', 'jackpot', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** Federation container names: a JS identifier per remote. */
export const federationName = (remote: RemoteName) => `sportsbook_${remote}`;
