import { ShellLink } from '@sportsbook/contracts';
import { useTranslation } from 'react-i18next';
import { button } from '../styles';

/** The auto-exclusion button (enable_self_exclusion): the account area's self-exclusion flow. */
export function SelfExclusionLink() {
  const { t } = useTranslation();
  return (
    <ShellLink path="/account/self-exclusion" css={button}>
      {t('header.selfExclusion', 'Self-exclusion')}
    </ShellLink>
  );
}
