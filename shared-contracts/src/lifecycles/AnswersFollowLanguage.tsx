import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useShellRoute } from './useShellRoute';

/**
 * The platform names sports, leagues, markets and outcomes in the page's language (the API client's `l=`),
 * and a query cache keeps answers by what was asked, not in which language. When the player picks another
 * language the shell moves to the same page in it without a reload: every answer kept is asked for again, so
 * no list keeps the names of the language left.
 */
export function AnswersFollowLanguage() {
  const { locale } = useShellRoute();
  const client = useQueryClient();
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    void client.invalidateQueries();
  }, [client, locale]);
  return null;
}
