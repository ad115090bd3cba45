import { safeStorage } from '@sportsbook/contracts';
import { useCallback, useState } from 'react';

/** Where the header remembers that the player hid the balance, across visits. */
export const BALANCE_HIDDEN_KEY = 'sb-header-balance-hidden';

function readHidden(): boolean {
  try {
    return safeStorage().getItem(BALANCE_HIDDEN_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The balance show/hide choice (clem_header_toggle_balance), kept in local storage. */
export function useBalanceHidden(): [boolean, () => void] {
  const [hidden, setHidden] = useState(readHidden);
  const toggle = useCallback(() => {
    setHidden((was) => {
      try {
        safeStorage().setItem(BALANCE_HIDDEN_KEY, String(!was));
      } catch {
        // Storage may be full or blocked (private mode): the choice then lasts for this page only.
      }
      return !was;
    });
  }, []);
  return [hidden, toggle];
}
