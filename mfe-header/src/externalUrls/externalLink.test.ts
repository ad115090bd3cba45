import { cashierAction, externalLink } from './externalLink';

describe('external links', () => {
  it('links to the address the link rules wrote', () => {
    expect(
      externalLink({ placeholder: '/{locale}/account/register', open_in_parent_frame: false }, '/sw/account/register'),
    ).toEqual({
      href: '/sw/account/register',
    });
  });

  it('opens in the parent frame when the entry says so', () => {
    expect(
      externalLink(
        { placeholder: 'https://brand.example/{locale}/join', open_in_parent_frame: true },
        'https://brand.example/en/join',
      ),
    ).toEqual({
      href: 'https://brand.example/en/join',
      target: '_parent',
    });
  });

  it('opens a new window without giving it this page when asked', () => {
    expect(externalLink({ placeholder: '/{locale}/cashier', open_in_parent_frame: true }, '/en/cashier', true)).toEqual({
      href: '/en/cashier',
      target: '_blank',
      rel: 'noopener',
    });
  });

  it.each([
    ['/en/cashier', 'deposit', '/en/cashier?action=deposit'],
    ['/en/account/balances?cashier=1', 'withdraw', '/en/account/balances?cashier=1&action=withdraw'],
    ['https://pay.example/c?x=1#top', 'deposit', 'https://pay.example/c?x=1&action=deposit#top'],
  ] as const)('%s for %s is %s', (href, action, expected) => {
    expect(cashierAction(href, action)).toBe(expected);
  });
});
