import { OVERRIDE_STORAGE_KEY, parseRemoteRegistry, readOverrides } from './remoteRegistry';

const all = {
  header: 'http://localhost:3001/mf-manifest.json',
  menu: 'http://localhost:3002/mf-manifest.json',
  events: 'http://localhost:3003/mf-manifest.json',
  betslip: 'http://localhost:3004/mf-manifest.json',
  mybets: 'http://localhost:3005/mf-manifest.json',
  jackpot: 'http://localhost:3006/mf-manifest.json',
  account: 'http://localhost:3007/mf-manifest.json',
};

describe('remotes.json', () => {
  it('reads a complete registry without problems', () => {
    const { registry, problems } = parseRemoteRegistry({ remotes: all, overrideOrigins: ['http://localhost:*'] });
    expect(problems).toEqual([]);
    expect(registry.remotes.betslip).toBe(all.betslip);
  });

  it('keeps the good entries of a malformed registry and names every problem', () => {
    const { registry, problems } = parseRemoteRegistry({
      remotes: { ...all, betslip: 'javascript:alert(1)', casino: 'http://x/mf-manifest.json', header: 42 },
    });
    expect(registry.remotes.menu).toBe(all.menu);
    expect(registry.remotes.betslip).toBeUndefined();
    expect(problems).toEqual(
      expect.arrayContaining([
        'remote "betslip" needs an http(s) manifest URL',
        'unknown remote "casino"',
        'remote "header" needs an http(s) manifest URL',
        'remote "betslip" is not configured',
      ]),
    );
  });

  it.each([null, [], 'text', { remotes: [] }])('reports %j as not a registry', (raw) => {
    const { registry, problems } = parseRemoteRegistry(raw);
    expect(registry.remotes).toEqual({});
    expect(problems.length).toBeGreaterThan(0);
  });
});

describe('per-browser overrides', () => {
  const allowed = ['http://localhost:*'];

  it('points one remote at another build, remembers it, and forgets it on an empty value', () => {
    const first = readOverrides('?remote-override=betslip=http://localhost:4104/mf-manifest.json', localStorage, allowed);
    expect(first).toEqual({ overrides: { betslip: 'http://localhost:4104/mf-manifest.json' }, problems: [] });
    expect(readOverrides('', localStorage, allowed).overrides.betslip).toBe('http://localhost:4104/mf-manifest.json');
    expect(readOverrides('?remote-override=betslip=', localStorage, allowed).overrides).toEqual({});
  });

  it('refuses origins that are not allowed and unknown remotes', () => {
    const { overrides, problems } = readOverrides(
      '?remote-override=header=https://evil.example/mf-manifest.json&remote-override=casino=http://localhost:1/x',
      localStorage,
      allowed,
    );
    expect(overrides).toEqual({});
    expect(problems).toEqual([
      'override names unknown remote "casino"',
      'override of "header" to https://evil.example is not on an allowed origin',
    ]);
  });

  it('drops unreadable stored overrides', () => {
    localStorage.setItem(OVERRIDE_STORAGE_KEY, '{nope');
    expect(readOverrides('', localStorage, allowed).problems).toEqual([
      'stored remote overrides were unreadable and are dropped',
    ]);
  });
});
