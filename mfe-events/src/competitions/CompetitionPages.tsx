import { useCallback } from 'react';
import { DAY_WORDS, eventDateLabel, ShellLink, type SportEvent, usePageTimeZone, usePathTree } from '@sportsbook/contracts';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useRouteParams } from '../routing';
import { Card, ListState, PagedEvents } from '../sports';
import { listGroupOf } from '../sportView';
import { couponParams, useCouponGroups } from './useCouponGroups';

const tree = css`
  margin: 0;
  padding: 0 12px 12px;
  list-style: none;
  ul {
    list-style: none;
    padding-left: 16px;
    margin: 4px 0 8px;
  }
  a {
    color: var(--sb-text);
    text-decoration: none;
  }
  a:hover {
    color: var(--sb-link);
  }
  small {
    color: var(--sb-text-muted);
    margin-left: 6px;
  }
`;

/** /sports/competitions[/{sport}/{country}[/{league}]]: countries and leagues, then a league's events. */
export function CompetitionsPage() {
  const { t } = useTranslation();
  const { sport: sportSlug, country: countrySlug, league: leagueSlug } = useRouteParams();
  const paths = usePathTree();
  const sports = (paths.data ?? []).filter((s) => !sportSlug || s.slug === sportSlug);
  const league = leagueSlug
    ? sports[0]?.children.find((c) => c.slug === countrySlug)?.children.find((l) => l.slug === leagueSlug)
    : undefined;
  if (league) {
    return (
      <Card title={league.description} heading="h1">
        <PagedEvents params={{ eventPathIds: [league.id], live: false, marketTypeIds: [1, 2] }} />
      </Card>
    );
  }
  return (
    <Card title={t('events.competitions', 'Competitions')} heading="h1">
      <ListState
        pending={paths.isPending}
        error={paths.isError}
        empty={paths.isSuccess && sports.length === 0}
        onRetry={() => void paths.refetch()}
      />
      <ul css={tree}>
        {sports.map((sport) => (
          <li key={sport.id}>
            <strong>{sport.description}</strong>
            <ul>
              {sport.children
                .filter((country) => !countrySlug || country.slug === countrySlug)
                .map((country) => (
                  <li key={country.id}>
                    {country.description}
                    <ul>
                      {country.children.map((l) => (
                        <li key={l.id}>
                          <ShellLink path={`/sports/competitions/${sport.slug}/${country.slug}/${l.slug}`}>
                            {l.description}
                            <small>{l.eventCount}</small>
                          </ShellLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** /sports/outrights: tournaments with their winner markets. */
export function OutrightsPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('events.outrights', 'Outrights')} heading="h1">
      <PagedEvents params={{ sportCode: 'GOLF', live: false, includeOutrights: true }} />
    </Card>
  );
}

/** /sports/fixtures: the coming week's fixtures in kick-off order, under a heading per day and league. */
export function FixturesPage() {
  const { t } = useTranslation();
  const timeZone = usePageTimeZone();
  const groupOf = useCallback(
    (event: SportEvent) => {
      const label = eventDateLabel(event.eventDate, undefined, timeZone);
      const day =
        label.day === 'today'
          ? t('events.today', DAY_WORDS.today)
          : label.day === 'tomorrow'
            ? t('events.tomorrow', DAY_WORDS.tomorrow)
            : label.text.slice(0, 10);
      return `${day} · ${listGroupOf(event)}`;
    },
    [t, timeZone],
  );
  return (
    <Card title={t('events.fixtures', 'Fixtures')} heading="h1">
      <PagedEvents params={{ live: false, period: 'this_week', marketTypeIds: [1, 2] }} sortBy="time" groupOf={groupOf} />
    </Card>
  );
}

/** /sports/coupon/{couponId}: the coupon's sport this week. Coupons come from the brand's coupon groups. */
export function CouponPage() {
  const { t } = useTranslation();
  const { couponId = '' } = useRouteParams();
  const groups = useCouponGroups();
  const coupon = groups.data?.flatMap((g) => g.coupons).find((c) => String(c.id) === couponId);
  return (
    <Card title={coupon?.name ?? t('events.coupon', 'Coupon')} heading="h1">
      {coupon ? (
        <PagedEvents params={couponParams(coupon)} />
      ) : (
        <ListState
          pending={groups.isPending}
          error={groups.isError}
          empty={groups.isSuccess}
          onRetry={() => void groups.refetch()}
        />
      )}
    </Card>
  );
}
