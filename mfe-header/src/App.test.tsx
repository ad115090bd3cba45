import { act, screen } from '@testing-library/react';
import { renderInShell } from '@sportsbook/testing';
import { setSettings } from './testing/headerShell';
import { App } from './App';

describe('header variant in the app', () => {
  it('shows the classic header by default', async () => {
    renderInShell(<App />);
    // Desktop only, it comes with the desktop bar's own code.
    expect(await screen.findByRole('combobox', { name: 'Odds format' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Casino' })).not.toBeInTheDocument();
  });

  it('shows the rebranded header with enable_rebranding', () => {
    const shell = renderInShell(<App />);
    setSettings(shell, { enable_rebranding: true });
    expect(screen.getByRole('button', { name: 'Casino' })).toBeInTheDocument();
  });

  it('shows the external header on desktop only', () => {
    const shell = renderInShell(<App />);
    setSettings(shell, { clem_external_header_enabled: true, external_header_path: '/api/external_header' });
    expect(screen.getByTestId('external-header-skeleton')).toBeInTheDocument();
    act(() => shell.stores.ui.getState().setViewport(800));
    expect(screen.queryByTestId('external-header-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sports menu' })).toBeInTheDocument();
  });

  it('shows no header when clem_show_header is off', () => {
    const shell = renderInShell(<App />);
    setSettings(shell, { clem_show_header: false });
    expect(shell.container).toBeEmptyDOMElement();
  });
});
