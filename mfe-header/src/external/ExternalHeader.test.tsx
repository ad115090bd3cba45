import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import type { ExternalHeader as ExternalHeaderBody } from '@sportsbook/contracts';
import { LANGUAGES, setLanguages, setSettings } from '../testing/headerShell';
import { ExternalHeader } from './ExternalHeader';

const SAVANNA: ExternalHeaderBody = {
  css: '.savanna-header{display:flex;height:80px} .probe{color:rgb(255, 0, 0)}',
  js: "document.querySelector('.savanna-header [data-year]').textContent = 'from the script';",
  html: '<header class="savanna-header"><a href="/en/homepage">SAVANNA BET</a><span data-year></span></header>',
};

type Probe = typeof window & { pwnedByHandler?: boolean; pwnedByScript?: boolean };

function renderExternal(path: string, body: unknown, status = 200) {
  const shell = renderInShell(<ExternalHeader />, (config) => (config.url === path ? { status, data: body } : { status: 404 }));
  setSettings(shell, { clem_external_header_enabled: true, external_header_path: path });
  return shell;
}

async function shadowOf() {
  const host = await screen.findByTestId('external-header');
  await waitFor(() => expect(host.shadowRoot?.querySelector('.savanna-header')).toBeTruthy());
  return host.shadowRoot as ShadowRoot;
}

afterEach(() => {
  delete (window as Probe).pwnedByHandler;
  delete (window as Probe).pwnedByScript;
});

describe('external header', () => {
  it('shows the html in a shadow root and runs the same-origin script against it', async () => {
    const shell = renderExternal('/api/external_header', SAVANNA);
    const root = await shadowOf();
    expect(document.querySelector('.savanna-header')).toBeNull();
    expect(root.querySelector('[data-year]')).toHaveTextContent('from the script');
    expect(root.querySelector('style')?.textContent).toContain('.savanna-header');
    expect(screen.queryByTestId('external-header-skeleton')).not.toBeInTheDocument();
    expect(shell.reports).toEqual([]);
  });

  it('keeps its style inside the shadow root', async () => {
    renderExternal('/api/external_header', SAVANNA);
    const outside = document.createElement('p');
    outside.className = 'probe';
    document.body.append(outside);
    await shadowOf();
    expect(Array.from(document.querySelectorAll('style')).some((style) => style.textContent?.includes('.probe'))).toBe(false);
    expect(getComputedStyle(outside).color).not.toBe('rgb(255, 0, 0)');
    outside.remove();
  });

  it('never runs inline handlers or script tags of the html', async () => {
    renderExternal('/api/external_header', {
      ...SAVANNA,
      html: `${SAVANNA.html}<img src="x" onerror="window.pwnedByHandler = true"><script>window.pwnedByScript = true</script>`,
    });
    const root = await shadowOf();
    const image = root.querySelector('img');
    expect(image).not.toBeNull();
    expect(image?.getAttribute('onerror')).toBeNull();
    image?.dispatchEvent(new Event('error'));
    expect(root.querySelector('script')).toBeNull();
    expect((window as Probe).pwnedByHandler).toBeUndefined();
    expect((window as Probe).pwnedByScript).toBeUndefined();
  });

  it('does not run the script of a header from another origin', async () => {
    renderExternal('https://cdn.example/header.json', SAVANNA);
    const root = await shadowOf();
    expect(root.querySelector('[data-year]')).toHaveTextContent('');
  });

  it('reports a script that fails and keeps the header', async () => {
    const shell = renderExternal('/api/external_header', { ...SAVANNA, js: 'throw new Error("boom")' });
    await shadowOf();
    expect(shell.reports).toEqual([
      expect.objectContaining({ remote: 'header', message: 'external header script failed: boom' }),
    ]);
  });

  it('shows the skeleton while loading and keeps it when the request fails', async () => {
    const shell = renderExternal('/api/external_header', null, 500);
    expect(screen.getByRole('status', { name: 'Loading header' })).toBeInTheDocument();
    await waitFor(() => expect(shell.reports).toHaveLength(1));
    expect(shell.reports[0].message).toMatch(/^external header unavailable/);
    expect(screen.getByTestId('external-header-skeleton')).toBeInTheDocument();
    expect(screen.queryByTestId('external-header')).not.toBeInTheDocument();
  });

  it.each([[{}], [{ css: '', js: '', html: '' }], ['<html>']])('keeps the skeleton for the unusable body %j', async (body) => {
    const shell = renderExternal('/api/external_header', body);
    await waitFor(() => expect(shell.reports).toHaveLength(1));
    expect(screen.getByTestId('external-header-skeleton')).toBeInTheDocument();
  });

  it('keeps the login controls beside it', async () => {
    const shell = renderExternal('/api/external_header', SAVANNA);
    act(() => shell.stores.session.getState().markAnonymous());
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await shadowOf();
  });

  it('puts the language picker beside it while the brand enables flags (enable_flags), as the other headers', async () => {
    const shell = renderExternal('/api/external_header', SAVANNA);
    setLanguages(shell, LANGUAGES.slice(0, 2));
    await shadowOf();
    await userEvent.click(screen.getByRole('button', { name: /^Language: English/ }));
    expect(screen.getByRole('link', { name: /Kiswahili/ })).toHaveAttribute('hreflang', 'sw');
    setSettings(shell, { enable_flags: false });
    expect(screen.queryByRole('button', { name: /^Language/ })).not.toBeInTheDocument();
  });

  it('has no language picker for a brand with one language', async () => {
    const shell = renderExternal('/api/external_header', SAVANNA);
    setLanguages(shell, LANGUAGES.slice(0, 1));
    await shadowOf();
    expect(screen.queryByRole('button', { name: /^Language/ })).not.toBeInTheDocument();
  });
});

describe('external header without a path', () => {
  it('keeps the skeleton and reports the brand settings', () => {
    const shell = renderInShell(<ExternalHeader />);
    expect(shell.reports).toEqual([]);
    setSettings(shell, { clem_external_header_enabled: true, external_header_path: '' });
    expect(screen.getByTestId('external-header-skeleton')).toBeInTheDocument();
    expect(shell.reports).toEqual([
      expect.objectContaining({ message: 'external header unavailable: the brand names no external_header_path' }),
    ]);
    expect(shell.requests).toEqual([]);
  });
});
