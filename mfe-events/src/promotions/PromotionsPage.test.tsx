import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import type { Promotion } from '@sportsbook/contracts';
import { renderInShell } from '@sportsbook/testing';
import { PromotionsPage } from './PromotionsPage';

const promotion = (id: number, title: string, extra: Partial<Promotion> = {}): Promotion => ({
  id,
  title,
  summary: `${title} summary`,
  terms: [`${title} term 1`, `${title} term 2`],
  image: `/api/promotions/${id}/image.svg`,
  audience: 'all',
  optInRequired: false,
  section: 'promotions',
  ...extra,
});

function renderPromotions({ loggedIn = false, vipScheme = true } = {}) {
  let optedIn = false;
  const shell = renderInShell(<PromotionsPage />, (config) => {
    if (config.url === '/api/promotions/2/opt_in' && config.method === 'post') {
      optedIn = true;
      return { status: 200, data: { promotionId: 2, optedIn: true } };
    }
    if (config.url === '/api/promotions')
      return {
        status: 200,
        data: {
          promotions: [
            promotion(1, 'Welcome bonus'),
            promotion(2, 'Acca boost', { optInRequired: true, ...(loggedIn ? { optedIn } : {}) }),
            promotion(5, 'VIP levels', { section: 'vip' }),
          ],
        },
      };
    return { status: 404 };
  });
  act(() => {
    const web = { ...DEFAULT_SETTINGS, display_vip_scheme: vipScheme };
    shell.stores.globalSettings.getState().setAll({ web, mobile: web }, 'web');
    if (loggedIn) shell.stores.session.getState().logIn({ jwe_token: 't', username: 'demo', currency: 'EUR' } as never);
  });
  return shell;
}

describe('promotions page', () => {
  it('lists the promotions with image, terms and a VIP section', async () => {
    renderPromotions();
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    const welcome = await screen.findByRole('article', { name: 'Welcome bonus' });
    expect(within(welcome).getByText('Welcome bonus summary')).toBeInTheDocument();
    expect(welcome.querySelector('img')).toHaveAttribute('src', '/api/promotions/1/image.svg');
    await userEvent.click(within(welcome).getByText('Terms and conditions'));
    expect(within(welcome).getByText('Welcome bonus term 2')).toBeVisible();
    const vip = screen.getByRole('region', { name: 'VIP' });
    expect(within(vip).getByRole('article', { name: 'VIP levels' })).toBeInTheDocument();
    expect(vip).toHaveAttribute('id', 'vip');
  });

  it('hides the VIP section where the brand runs no VIP scheme', async () => {
    renderPromotions({ vipScheme: false });
    await screen.findByRole('article', { name: 'Welcome bonus' });
    expect(screen.queryByRole('region', { name: 'VIP' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in to opt in', async () => {
    const shell = renderPromotions();
    const acca = await screen.findByRole('article', { name: 'Acca boost' });
    await userEvent.click(within(acca).getByRole('button', { name: 'Log in to opt in' }));
    expect(shell.emittedOf('session/login-requested')).toEqual([{ reason: 'user' }]);
  });

  it('opts a player in and shows it, with the token', async () => {
    const shell = renderPromotions({ loggedIn: true });
    const acca = await screen.findByRole('article', { name: 'Acca boost' });
    await userEvent.click(within(acca).getByRole('button', { name: 'Opt in to Acca boost' }));
    expect(await within(acca).findByRole('status')).toHaveTextContent('You are opted in');
    expect(shell.requests.find((r) => r.url === '/api/promotions/2/opt_in')?.withAuth).toBe(true);
  });
});
