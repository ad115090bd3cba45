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

  it('reads only known themes from the query', () => {
    expect(themeFromQuery('?theme=light')).toBe('light');
    expect(themeFromQuery('?theme=neon')).toBeUndefined();
  });
});
