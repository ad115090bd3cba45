import AxeBuilder from '@axe-core/playwright';
import { betslip as slip, expect, farPrematchEvent, logIn, newPlayer, PASSWORD, placeBet, test, stakeFields } from './support';

/** The bet builder (issue 42): outcomes of one match priced together, placed as one selection, listed with its legs. */

const decimal = (text: string | null) => Number(text?.replace(/[^\d.]/g, ''));

test('a player builds a three-leg football builder, places it and finds it in my bets with its legs', async ({ page }) => {
  const username = await newPlayer('builder');
  const event = await farPrematchEvent();
  await page.goto(`/en/events/${event.slug}`);
  await logIn(page, username, PASSWORD);
  const events = page.locator('[data-mfe="events"]');
  await events.getByRole('tab', { name: 'Bet builder' }).click();
  const builder = events.getByRole('region', { name: 'Bet builder' });
  await builder
    .getByRole('button', { name: /^Match Result: / })
    .first()
    .click();
  await builder.getByRole('button', { name: 'Total Goals 2.5: Over 2.5' }).click();
  await builder.getByRole('button', { name: 'Both Teams To Score: Yes' }).click();

  const mine = builder.getByRole('region', { name: 'Your bet builder' });
  await expect(mine.getByText('Selections: 3')).toBeVisible();
  const price = mine.locator('.price');
  await expect(price).toHaveText(/\d/);
  const product = mine.getByText(/^Selections multiplied: /);
  await expect(product).toBeVisible();
  // Correlated legs: the builder's one price is not the product of the three prices.
  expect(decimal(await price.textContent())).not.toBe(decimal((await product.textContent())?.split(':')[1] ?? null));

  await mine.getByRole('button', { name: 'Add to betslip' }).click();
  // One selection on the slip, its three legs listed under it.
  await expect(slip(page).getByRole('list', { name: 'Bet builder selections' }).getByRole('listitem')).toHaveCount(3);
  await stakeFields(page).fill('10');
  await placeBet(page, 'Place bet EUR 10.00');

  const bet = page.locator('[data-mfe="mybets"]').getByRole('list', { name: 'Open bets' }).getByRole('article').first();
  const legs = bet.getByRole('list', { name: 'Bet builder selections' }).getByRole('listitem');
  await expect(legs).toHaveCount(3);
  // The legs in the order the platform keeps them (their outcomes'), each once.
  for (const leg of [/^Match Result: /, /^Total Goals 2\.5: Over 2\.5$/, /^Both Teams To Score: Yes$/])
    await expect(legs.filter({ hasText: leg })).toHaveCount(1);
});

test('a contradictory bet builder is refused with its reason', async ({ page }) => {
  const event = await farPrematchEvent();
  await page.goto(`/en/events/${event.slug}`);
  const events = page.locator('[data-mfe="events"]');
  await events.getByRole('tab', { name: 'Bet builder' }).click();
  const builder = events.getByRole('region', { name: 'Bet builder' });
  await builder.getByRole('button', { name: 'Both Teams To Score: Yes' }).click();
  await builder.getByRole('button', { name: 'Total Goals 1.5: Under 1.5' }).click();
  await expect(builder.getByRole('alert')).toHaveText('Both Teams To Score: Yes and Total Goals 1.5: Under 1.5 cannot both win.');
  await expect(builder.getByRole('button', { name: 'Add to betslip' })).toHaveCount(0);
  // The builder with its refusal shown meets WCAG 2.1 AA: no serious or critical violation.
  const axe = await new AxeBuilder({ page })
    .include('[data-mfe="events"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`),
  ).toEqual([]);
});
