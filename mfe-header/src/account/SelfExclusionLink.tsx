import { ShellLink } from '@sportsbook/contracts';
import { useTranslation } from 'react-i18next';
import * as s from '../header/headerStyles';

/** The auto-exclusion button (enable_self_exclusion): the brand's responsible-gaming page. */
export function SelfExclusionLink() {
  const { t } = useTranslation();
  return (
    <ShellLink path="/public" css={s.button}>
      {t('header.selfExclusion', 'Self-exclusion')}
    </ShellLink>
  );
}
