import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, kickOffOwnMatch, scoreGoal, test } from './support';

/** What the page shows at each change: the scoreboard's score and the goals on the tracker's timeline. */
interface Seen {
  score: string;
  goals: number;
}

/**
 * Records every state of the page the player could see (a mutation observer's callback runs once a render is in
 * the document, before the next frame): when the scoreboard and the tracker change in different renders, a
 * state with one changed and the other not is recorded.
 */
async function watchScoreAndTracker(page: Page) {
  await page.evaluate(() => {
    const seen: Seen[] = [];
    Object.assign(window, { __seen: seen });
    const record = () => {
      const score = document.querySelector('[data-mfe="events"] section[data-variant] .score')?.textContent ?? '';
      const goals = document.querySelectorAll('[data-tracker] [data-moment="goal"]').length;
      const last = seen[seen.length - 1];
      if (!last || last.score !== score || last.goals !== goals) seen.push({ score, goals });
    };
    record();
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __seen: Seen[] }).__seen);
}

const goalsOf = (score: string) =>
  score
    .split('–')
    .map((side) => Number(side.trim()))
    .reduce((sum, goals) => sum + goals, 0);

test('the tracker of a live football match shows a goal at the moment the scoreboard does, readable and axe clean', async ({
  page,
}) => {
  const { eventId, slug } = await kickOffOwnMatch(['FOOT']);
  // The goal is to come as a push: the page follows the match's changes once its stream for it has answered. (A
  // goal before that reaches the tracker in its answer, read again as the stream opens, not in the same render.)
  const following = page.waitForResponse(
    (response) =>
      response.url().includes('/xapi/live/stream') &&
      (new URL(response.url()).searchParams.get('eventIds') ?? '').split(',').includes(String(eventId)),
  );
  await page.goto(`/en/live/${slug}`);
  const scoreboard = page.locator('[data-mfe="events"] section[data-variant]');
  const tracker = page.getByRole('region', { name: 'Match tracker' });
  // The pitch is drawn as play goes: the tracker says who has the ball once the first play is in.
  await expect(tracker.locator('svg')).toBeVisible();
  await expect(tracker.getByText('Waiting for play…')).toBeHidden();
  const home = (await page.locator('[data-mfe="events"] .team.home > span').first().textContent())!;
  const before = (await scoreboard.locator('.score').textContent())!;
  const seen = await watchScoreAndTracker(page);

  await following;
  await scoreGoal(eventId, 'home');
  const timeline = tracker.getByRole('list', { name: 'Key moments' });
  await expect(
    timeline
      .getByRole('listitem')
      .filter({ hasText: `Goal – ${home}` })
      .first(),
  ).toBeVisible();
  const homeGoals = async () => Number((await scoreboard.locator('.score').textContent())!.split('–')[0]);
  const homeBefore = Number(before.split('–')[0]);
  await expect.poll(homeGoals).toBeGreaterThan(homeBefore);

  // At every moment the page was seen, the timeline had as many goals as the scoreboard: never one before the other.
  const states = await seen();
  expect(states.length).toBeGreaterThan(1);
  expect(states.filter((state) => goalsOf(state.score) !== state.goals)).toEqual([]);

  const results = await new AxeBuilder({ page })
    .include('[data-tracker]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
