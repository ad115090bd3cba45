import { useTranslation } from 'react-i18next';
import { DAY_WORDS, eventDateLabel } from '@sportsbook/contracts';

/** Dates as the site shows them: 'Today 18:30', 'Tomorrow 09:00', else DD/MM/YYYY HH:mm. */
export function useDateText() {
  const { t } = useTranslation();
  return (iso: string) => {
    const label = eventDateLabel(iso);
    return label.day ? `${t(`mybets.day.${label.day}`, DAY_WORDS[label.day])} ${label.text}` : label.text;
  };
}
