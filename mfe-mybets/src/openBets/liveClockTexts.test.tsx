import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { localeTexts, nestedTexts } from '@sportsbook/testing';
import { liveLeg, sampleBet } from '../testing/sampleBets';
import { renderMyBets } from '../testing/renderMyBets';

const REMOTE = path.join(__dirname, '..');

describe("a live leg's clock in my bets, in the player's language", () => {
  it.each([
    ['zh', 'BASE', 'PERIOD', 7, '第7局'],
    ['zh', 'CSGO', 'MAP', 3, '第3图'],
    ['zh', 'TENN', 'SETS', 2, '第2盘'],
    ['de', 'TENN', 'SETS', 2, 'Satz 2'],
    ['en', 'BASE', 'PERIOD', 7, 'Inning 7'],
  ] as const)('in %s, %s %s %d reads %s', async (lng, sportCode, currentPeriodAbbreviation, currentPeriodNumber, text) => {
    const leg = liveLeg();
    const event = {
      ...leg.event,
      sportCode,
      currentPeriodAbbreviation,
      currentPeriodNumber,
      clock: { minutes: 40, status: 'RUNNING' as const },
    };
    renderMyBets(
      { open: [sampleBet({ selections: [{ ...leg, event }] })], settled: [] },
      { translations: nestedTexts(localeTexts(REMOTE, lng)) },
    );
    const card = within(await screen.findByRole('article'));
    expect(card.getByText(text)).toBeInTheDocument();
  });

  it('shows football half time in Chinese words, not HT', async () => {
    const leg = liveLeg();
    const event = { ...leg.event, clock: { minutes: 45, status: 'INTERMISSION' as const } };
    renderMyBets(
      { open: [sampleBet({ selections: [{ ...leg, event }] })], settled: [] },
      { translations: nestedTexts(localeTexts(REMOTE, 'zh')) },
    );
    const card = within(await screen.findByRole('article'));
    expect(card.getByText('中场')).toBeInTheDocument();
    expect(card.queryByText('HT')).not.toBeInTheDocument();
  });
});
