-- Self-exclusion is chosen for a period; the account is refused logins and bets until it ends. A null end
-- with self_excluded set is an exclusion the operator made without an end.
ALTER TABLE players ADD COLUMN self_excluded_until timestamptz;
