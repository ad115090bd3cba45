import { screen } from '@testing-library/react';
import { renderInShell } from '@sportsbook/testing';
import { Footer, sealValidatorUrl } from './Footer';

describe('footer', () => {
  it("shows the operator's links and drops what could run script", async () => {
    const html =
      '<p><a href="/en/public">Terms</a><img src="x" onerror="window.pwned = true"><script>window.pwned = true</script></p>';
    const { container } = renderInShell(<Footer html={html} brandName="Classic Bet" />);
    expect(await screen.findByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/en/public');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText(/Classic Bet · Please gamble responsibly\. 18\+/)).toBeInTheDocument();
  });

  it("shows the gaming authority's seal for this host where the brand requires it", async () => {
    const shell = renderInShell(<></>, (request) =>
      request.url === '/api/gcb_seals'
        ? { status: 200, data: { token: 'seal-nova-2026', host: request.params.host } }
        : { status: 404 },
    );
    shell.rerender(<Footer html="" brandName="Nova Sports" sealRequired api={shell.api} />);
    const seal = await screen.findByRole('link', { name: /Licensed by the gaming authority/ });
    expect(seal).toHaveAttribute('href', sealValidatorUrl('seal-nova-2026', 'localhost'));
    expect(shell.requests.find((r) => r.url === '/api/gcb_seals')!.params).toEqual({ host: 'localhost' });
  });

  it('links the seal for this host when the answer carries the token alone (spec 1 section 7.2), never host=undefined', async () => {
    const shell = renderInShell(<></>, (request) =>
      request.url === '/api/gcb_seals' ? { status: 200, data: { token: 'seal-nova-2026' } } : { status: 404 },
    );
    shell.rerender(<Footer html="" brandName="Nova Sports" sealRequired api={shell.api} />);
    const seal = await screen.findByRole('link', { name: /Licensed by the gaming authority/ });
    expect(seal).toHaveAttribute('href', sealValidatorUrl('seal-nova-2026', 'localhost'));
    expect(seal.getAttribute('href')).not.toContain('undefined');
  });

  it('asks for no seal where the brand does not require one, and shows none when the platform has none', async () => {
    const shell = renderInShell(<></>, () => ({ status: 404 }));
    shell.rerender(<Footer html="" brandName="Classic Bet" api={shell.api} />);
    expect(shell.requests).toEqual([]);
    shell.rerender(<Footer html="" brandName="Classic Bet" sealRequired api={shell.api} />);
    await screen.findByText(/Classic Bet · Please gamble responsibly/);
    expect(screen.queryByRole('link', { name: /gaming authority/ })).not.toBeInTheDocument();
  });
});
