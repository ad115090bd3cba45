import { useState } from 'react';
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  formatOdds,
  BET_BUILDER_LEG_SEPARATOR,
  BET_BUILDER_MARKET_DESCRIPTION,
  BET_BUILDER_MARKET_TYPE_ID,
} from '@sportsbook/domain';
import { useShellContext, type BetBuilderQuote, type SportEvent } from '@sportsbook/contracts';
import type { BuilderQuoteRequest } from '@sportsbook/contracts/wire';
import { builderMarkets, refusalOf, refusalText, togglePick } from './builderPicks';
import { usePriceFormat } from '../odds';
import { controlButton } from '@sportsbook/ui';

const quoteOf = (outcomeIds: number[]): BuilderQuoteRequest => ({ outcomeIds });

const panel = css`
  display: grid;
  gap: 10px;
  padding: 0 12px 12px;
  .market h3 {
    margin: 8px 0 4px;
    font-size: 14px;
  }
  .outcomes {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(90px, 1fr));
    gap: 6px;
  }
  .outcomes button {
    ${controlButton};
    min-height: 40px;
    padding: 4px 6px;
    border-radius: 8px;
  }
  .outcomes button[aria-pressed='true'] {
    font-weight: 700;
  }
  .summary,
  .ready > ul > li {
    padding: 10px 12px;
    border-radius: 8px;
    background: var(--sb-surface-2);
  }
  .summary {
    position: sticky;
    bottom: 0;
    display: grid;
    gap: 6px;
    border: 1px solid var(--sb-accent);
  }
  .price {
    font-size: 20px;
    font-weight: 800;
    color: var(--sb-accent);
  }
  .muted {
    color: var(--sb-text-muted);
    font-size: 13px;
  }
  .refused {
    color: var(--sb-danger, #c62828);
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 6px;
  }
  .ready > ul > li {
    display: grid;
    gap: 6px;
  }
  .ready h3 {
    margin: 8px 0 4px;
    font-size: 16px;
  }
  .clear {
    min-height: 36px;
    border: 1px solid var(--sb-border);
    border-radius: 8px;
    background: transparent;
    color: var(--sb-text);
    cursor: pointer;
  }
  .add {
    min-height: 40px;
    border: 0;
    border-radius: 8px;
    background: var(--sb-accent);
    color: var(--sb-on-accent, #fff);
    font-weight: 700;
    cursor: pointer;
  }
`;

/**
 * The event page's bet builder: the player picks outcomes of several markets and sees the one price the
 * platform gives them together (not the product of their prices, shown beside it), or the reason they
 * cannot go together; ready-made builders below. A builder goes into the betslip as one selection.
 */
export function BetBuilder({ event }: { event: SportEvent }) {
  const { t } = useTranslation();
  const { api, bus } = useShellContext();
  const { format, negativeOdds } = usePriceFormat();
  const [picks, setPicks] = useState<number[]>([]);
  const markets = builderMarkets(event.markets ?? []);
  const outcomeName = (outcomeId: number) => {
    for (const market of event.markets ?? []) {
      const outcome = market.outcomes.find((o) => o.id === outcomeId);
      if (outcome)
        return market.playerName
          ? `${market.description} ${outcome.description}`
          : `${market.description}: ${outcome.description}`;
    }
    return undefined;
  };
  const sorted = [...picks].sort((a, b) => a - b);
  const quote = useQuery<BetBuilderQuote, unknown>({
    queryKey: ['betBuilder', 'quote', sorted.join(',')],
    enabled: sorted.length >= 2,
    retry: false,
    // A suspended builder is asked again until its legs reopen; an open one follows its legs' prices.
    refetchInterval: (query) => (query.state.data?.status === 'suspended' ? 2_000 : 15_000),
    queryFn: async ({ signal }) =>
      (await api.post<BetBuilderQuote>('/xapi/rest/betbuilder/quotes', quoteOf(sorted), { signal })).data,
  });
  const ready = useQuery<{ builders: BetBuilderQuote[] }>({
    queryKey: ['betBuilder', 'ready', event.id],
    queryFn: async ({ signal }) =>
      (await api.get<{ builders: BetBuilderQuote[] }>(`/xapi/rest/events/${event.id}/betbuilders`, { signal })).data,
  });
  const refusal = quote.error ? refusalOf(quote.error) : undefined;
  const refused = refusal ? refusalText(refusal, outcomeName) : undefined;

  const addToSlip = (builder: BetBuilderQuote) => {
    if (builder.outcomeId === undefined) return;
    bus.emit('betslip/toggle-outcome', {
      selection: {
        outcomeId: builder.outcomeId,
        outcomeDescription: builder.legs
          .map((l) => `${l.marketDescription}: ${l.outcomeDescription}`)
          .join(BET_BUILDER_LEG_SEPARATOR),
        marketDescription: BET_BUILDER_MARKET_DESCRIPTION,
        periodDescription: 'Full Time',
        marketId: builder.outcomeId,
        marketTypeId: BET_BUILDER_MARKET_TYPE_ID,
        slug: event.slug,
        eventDescription: event.name,
        eventId: event.id,
        sportId: event.eventPaths[0]?.id,
        decimal: builder.price,
        price: formatOdds(builder.price, format, negativeOdds),
      },
    });
  };
  /** A ready-made builder becomes a selection when the platform quotes it with its own outcome. */
  const addReady = async (builder: BetBuilderQuote) => {
    const answer = await api.post<BetBuilderQuote>('/xapi/rest/betbuilder/quotes', quoteOf(builder.legs.map((l) => l.outcomeId)));
    addToSlip(answer.data);
  };

  return (
    <section css={panel} aria-label={t('events.betBuilder.title', 'Bet builder')}>
      <p className="muted">{t('events.betBuilder.hint', 'Pick two or more selections from this event to build one bet.')}</p>
      {markets.map((market) => (
        <div className="market" key={market.id}>
          <h3>{market.description}</h3>
          <div className="outcomes">
            {market.outcomes.map((outcome) => (
              <button
                key={outcome.id}
                type="button"
                aria-pressed={picks.includes(outcome.id)}
                aria-label={outcomeName(outcome.id)}
                onClick={() => setPicks((now) => togglePick(now, outcome.id, market))}
              >
                {outcome.description}
              </button>
            ))}
          </div>
        </div>
      ))}
      {picks.length > 0 ? (
        <div className="summary" role="region" aria-label={t('events.betBuilder.yourBuilder', 'Your bet builder')}>
          <strong>{t('events.betBuilder.selections', 'Selections: {{n}}', { n: picks.length })}</strong>
          {picks.length < 2 ? (
            <span className="muted">{t('events.betBuilder.pickMore', 'Pick at least one more selection.')}</span>
          ) : null}
          {refused ? (
            <p className="refused" role="alert">
              {t(refused.key, refusal?.message ?? '', refused.values)}
            </p>
          ) : null}
          {quote.data && !refused && picks.length >= 2 ? (
            <>
              <span>
                {t('events.betBuilder.price', 'Bet builder price')}:{' '}
                <span className="price">{formatOdds(quote.data.price, format, negativeOdds)}</span>
              </span>
              <span className="muted">
                {t('events.betBuilder.legsProduct', 'Selections multiplied: {{price}}', {
                  price: formatOdds(quote.data.legsProduct, format, negativeOdds),
                })}
              </span>
              {quote.data.status === 'suspended' ? (
                <span className="muted">{t('events.betBuilder.suspended', 'Suspended for a moment')}</span>
              ) : null}
              <button type="button" className="add" disabled={quote.data.status !== 'open'} onClick={() => addToSlip(quote.data)}>
                {t('events.betBuilder.add', 'Add to betslip')}
              </button>
            </>
          ) : null}
          <button type="button" className="clear" onClick={() => setPicks([])}>
            {t('events.betBuilder.clear', 'Clear')}
          </button>
        </div>
      ) : null}
      {ready.data?.builders.length ? (
        <div className="ready">
          <h3>{t('events.betBuilder.ready', 'Popular bet builders')}</h3>
          <ul>
            {ready.data.builders.map((builder) => (
              <li key={builder.legs.map((l) => l.outcomeId).join('-')}>
                <ul aria-label={t('events.betBuilder.legs', 'Selections')}>
                  {builder.legs.map((leg) => (
                    <li key={leg.outcomeId}>
                      {outcomeName(leg.outcomeId) ?? `${leg.marketDescription}: ${leg.outcomeDescription}`}
                    </li>
                  ))}
                </ul>
                <button type="button" className="add" onClick={() => void addReady(builder)}>
                  {t('events.betBuilder.addAt', 'Add at {{price}}', { price: formatOdds(builder.price, format, negativeOdds) })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
