import type { PageLayout } from '../domain/settings';
import { matchPageLayout, patternToRegExp } from './pageLayout';

const layout = (url: string, column_type: PageLayout['column_type']): PageLayout => ({
  url,
  column_type,
  left_column: [],
  right_column: [],
  centre_column_bottom: [],
});

const layouts = [layout('/*', 'triple'), layout('/*/sports/10001*', 'side_right'), layout('/*/events/*', 'single')];

describe('page layout matching', () => {
  it.each([
    ['/en/homepage', 'triple'],
    ['/en/sports/10001', 'side_right'],
    ['/de/sports/10001-home', 'side_right'],
    ['/en/sports/240-FOOT', 'triple'],
    ['/en/events/123-arsenal-chelsea', 'single'],
  ])('%s uses %s', (path, columnType) => {
    expect(matchPageLayout(path, layouts)?.column_type).toBe(columnType);
  });

  it('treats everything but * literally', () => {
    expect(patternToRegExp('/*/sports.x').test('/en/sports.x')).toBe(true);
    expect(patternToRegExp('/*/sports.x').test('/en/sportsyx')).toBe(false);
  });

  it('falls back to the /* layout and to nothing when there is none', () => {
    expect(matchPageLayout('/en/anything', [layout('/*', 'single')])?.url).toBe('/*');
    expect(matchPageLayout('/en/anything', [layout('/*/jackpot', 'single')])).toBeUndefined();
  });
});
