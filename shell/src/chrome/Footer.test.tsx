import { screen } from '@testing-library/react';
import { renderInShell } from '@sportsbook/contracts/src/testing/renderInShell';
import { Footer } from './Footer';

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
});
