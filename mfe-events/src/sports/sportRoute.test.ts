import { eventIdOf, findLeague, findSport } from './sportRoute';
import type { PathNode } from '../data/useEvents';

const node = (id: number, description: string, slug: string, sportCode: string, children: PathNode[] = []): PathNode => ({
  id,
  parentId: null,
  description,
  slug,
  sportCode,
  eventCount: 1,
  liveEventCount: 0,
  children,
});
const tree = [
  node(240, 'Football', 'football', 'FOOT', [
    node(20000, 'England', 'england', 'FOOT', [node(30000, 'Premier Division', 'premier-division', 'FOOT')]),
  ]),
  node(227, 'Basketball', 'basketball', 'BASK'),
];

describe('sport routes', () => {
  it.each([
    ['240-FOOT', 240],
    ['240-FOOT-football', 240],
    ['football', 240],
    ['BASK', 227],
    ['999-FOOT', undefined],
    ['curling', undefined],
  ])('/sports/%s is sport %s', (segment, id) => {
    expect(findSport(tree, segment)?.id).toBe(id);
  });

  it('finds a league by slug across countries', () => {
    expect(findLeague(tree[0], 'premier-division')?.id).toBe(30000);
    expect(findLeague(tree[0], 'nope')).toBeUndefined();
  });

  it.each([
    ['1000392-wexham-town-v-oakley-park', 1000392],
    ['1000392', 1000392],
    ['wexham', undefined],
  ])('event slug %s is event %s', (slug, id) => {
    expect(eventIdOf(slug)).toBe(id);
  });
});
