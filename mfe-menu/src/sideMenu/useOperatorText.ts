import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateTokens } from '@sportsbook/contracts';

/** Operator titles carry T_[section.text]_T tokens; known keys are translated, unknown ones stay visible. */
export function useOperatorText() {
  const { t, i18n } = useTranslation();
  return useCallback((text: string) => translateTokens(text, (key) => (i18n.exists(key) ? t(key) : undefined)), [i18n, t]);
}
