import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { chatConfiguration, chatLink, type ChatToken } from './chatModel';

/**
 * The live chat entry for a logged-in player (spec 1 section 2.11): the chat session token is asked once
 * (plain-text body, bearer header); when that fails the token is FAILED and the chat opens without it.
 */
export function LiveChat() {
  const { t } = useTranslation();
  const { api, reportError } = useShellContext();
  const username = useShellStore('session', (s) => (s.status === 'logged-in' ? s.session?.username : undefined));
  const settings = useShellStore('globalSettings', (s) => s.settings);
  const configured = Boolean(settings.live_chat_url && settings.live_chat_token_url);
  const token = useQuery({
    queryKey: ['chat-token', username],
    enabled: Boolean(username) && configured,
    staleTime: Infinity,
    retry: false,
    queryFn: async (): Promise<ChatToken> => {
      const { tokenUrl } = chatConfiguration(settings);
      try {
        const { data } = await api.post<{ s: string }>(tokenUrl, username, {
          headers: { 'content-type': 'text/plain' },
          withAuth: true,
        });
        return { s: data.s };
      } catch (error) {
        reportError({ phase: 'render', message: `chat token failed: ${String(error)}` });
        return 'FAILED';
      }
    },
  });
  if (!username || !configured) return null;
  const link = chatLink(settings.live_chat_url, token.data ?? null);
  if (!link) return null;
  return (
    <a className="live-chat" href={link} target="_blank" rel="noopener noreferrer">
      {t('account.liveChat', 'Live chat')}
    </a>
  );
}
