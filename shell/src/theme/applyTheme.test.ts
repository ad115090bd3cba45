import { applyTheme, resolveTheme, themeFromQuery } from './applyTheme';

describe('theme', () => {
  it.each([
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('%s with prefers-dark %s is %s', (theme, prefersDark, resolved) => {
    expect(resolveTheme(theme, prefersDark)).toBe(resolved);
  });

  it('writes the mode and the brand colours of that mode, ignoring unsafe names', () => {
    const root = document.createElement('div');
    applyTheme(root, 'dark', {
      brandName: 'B',
      logoText: 'B',
      dark: { accent: '#7c5cff', 'bad;name': 'red' },
      light: { accent: '#000' },
    });
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--sb-accent')).toBe('#7c5cff');
    expect(root.getAttribute('style')).not.toContain('bad');
  });

  it("drops the other mode's colours when the mode changes: nova's dark navy never stays under light text", () => {
    const root = document.createElement('div');
    const nova = {
      brandName: 'Nova Sports',
      logoText: 'NOVA',
      dark: { accent: '#7c5cff', bg: '#0b0b1a', surface: '#15152b' },
      light: { accent: '#5b3df5' },
    };
    applyTheme(root, 'dark', nova);
    expect(root.style.getPropertyValue('--sb-surface')).toBe('#15152b');
    applyTheme(root, 'light', nova);
    expect(root.dataset.theme).toBe('light');
    expect(root.style.getPropertyValue('--sb-surface')).toBe('');
    expect(root.style.getPropertyValue('--sb-bg')).toBe('');
    expect(root.style.getPropertyValue('--sb-accent')).toBe('#5b3df5');
    applyTheme(root, 'dark', nova);
    expect(root.style.getPropertyValue('--sb-surface')).toBe('#15152b');
  });

  it('reads only known themes from the query', () => {
    expect(themeFromQuery('?theme=light')).toBe('light');
    expect(themeFromQuery('?theme=neon')).toBeUndefined();
  });
});
