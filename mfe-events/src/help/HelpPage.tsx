import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentPaths, useShellContext, type HelpTopic } from '@sportsbook/contracts';
import { ContentState, contentPage } from '../content';

const topics = css`
  details {
    border-bottom: 1px solid var(--sb-border);
    padding: 10px 0;
  }
  summary {
    font-weight: 600;
    cursor: pointer;
  }
  p {
    margin: 8px 0 0;
  }
`;

/** /public (the menu's Help link) and /help: the brand's help topics, questions that open to their answers. */
export function HelpPage() {
  const { t } = useTranslation();
  const { api } = useShellContext();
  const help = useQuery({
    queryKey: ['help'],
    queryFn: async ({ signal }) => (await api.get<{ topics: HelpTopic[] }>(contentPaths.help, { signal })).data.topics,
  });
  return (
    <section css={contentPage} aria-labelledby="help-title">
      <h1 id="help-title">{t('events.help', 'Help')}</h1>
      <ContentState pending={help.isPending} error={help.isError} onRetry={() => void help.refetch()} />
      <div css={topics}>
        {(help.data ?? []).map((topic) => (
          <details key={topic.id}>
            <summary>{topic.question}</summary>
            {topic.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </details>
        ))}
      </div>
    </section>
  );
}
