/**
 * The contract version a bundle was built against. Remotes read it from a build-time constant, not from
 * this package at run time: the package is a shared singleton, so at run time every remote would see
 * the shell's copy and the check would prove nothing.
 */
declare const __SPORTSBOOK_CONTRACT_VERSION__: string | undefined;

export const CONTRACT_VERSION: string =
  typeof __SPORTSBOOK_CONTRACT_VERSION__ === 'string' ? __SPORTSBOOK_CONTRACT_VERSION__ : '2.1.0';

export function contractMajor(version: string): number | null {
  const match = /^(\d+)\.\d+\.\d+/.exec(version);
  return match ? Number(match[1]) : null;
}

/** A remote fits the shell when both were built for the same major version of the contracts. */
export function isContractCompatible(shellVersion: string, remoteVersion: unknown): boolean {
  if (typeof remoteVersion !== 'string') return false;
  const shell = contractMajor(shellVersion);
  return shell !== null && shell === contractMajor(remoteVersion);
}
