/** A bet's kind and status in the account history's words (translation key, English); an unknown one reads as itself. */
const KINDS: Record<string, [string, string]> = {
  single: ['account.history.kinds.single', 'Single'],
  multiple: ['account.history.kinds.multiple', 'Multiple'],
  system: ['account.history.kinds.system', 'System'],
};

const STATUSES: Record<string, [string, string]> = {
  open: ['account.history.statuses.open', 'Open'],
  won: ['account.history.statuses.won', 'Won'],
  lost: ['account.history.statuses.lost', 'Lost'],
  void: ['account.history.statuses.void', 'Void'],
  cashed_out: ['account.history.statuses.cashed_out', 'Cashed out'],
};

export const betKindWords = (kind: string): [string, string] => KINDS[kind] ?? [kind, kind];
export const betStatusWords = (status: string): [string, string] => STATUSES[status] ?? [status, status];
