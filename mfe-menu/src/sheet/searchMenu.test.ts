import type { EventPathNode, SportEvent } from '@sportsbook/contracts';
import { pathTree } from '../testing/menuApi';
import { eventHit, leagueIdsOf, normaliseSearch, searchPathTree } from './searchMenu';

const node = (id: number, description: string, children: EventPathNode[] = []): EventPathNode => ({
  id,
  parentId: null,
  description,
  slug: normaliseSearch(description).replace(/ /g, '-'),
  sportCode: 'FOOT',
  eventCount: 1,
  liveEventCount: 0,
  children,
});

const tree: EventPathNode[] = [
  ...pathTree,
  node(241, 'Table Tennis', [node(4, 'World', [node(41, 'Attendance Cup')])]),
  node(242, 'Brazilian Football', [node(5, 'Brazil', [node(51, 'Campeonato Paulista'), node(52, 'São Paulo Série A')])]),
];

const found = (query: string) => searchPathTree(tree, query).map((hit) => `${hit.kind}:${hit.title}`);

describe('menu search over the path tree', () => {
  it.each<[string, string, string[]]>([
    ['a sport by the start of its name', 'foot', ['sport:Football', 'sport:Brazilian Football']],
    ['any case', 'ENG', ['country:England']],
    ['a league by a word', 'league', ['league:Premier League']],
    [
      'the name start before a word start before the inside of a word',
      'ten',
      ['sport:Tennis', 'sport:Table Tennis', 'league:Attendance Cup'],
    ],
    ['without accents', 'sao paulo', ['league:São Paulo Série A']],
    ['with accents typed', 'série', ['league:São Paulo Série A']],
    ['inside a name', 'aulist', ['league:Campeonato Paulista']],
    ['extra spaces', '  la   liga ', ['league:La Liga']],
    ['nothing for one letter', 'f', []],
    ['nothing for blanks', '   ', []],
    ['nothing for no match', 'cricket', []],
  ])('finds %s: %j', (_case, query, hits) => {
    expect(found(query)).toEqual(hits);
  });

  it('finds names in the language the tree comes in', () => {
    const german = [node(240, 'Fußball', [node(1, 'Deutschland', [node(11, 'Erste Liga')])])];
    const japanese = [node(240, 'サッカー', [node(1, 'イングランド', [node(11, 'プレミアディビジョン')])])];
    const titles = (nodes: EventPathNode[], query: string) => searchPathTree(nodes, query).map((hit) => hit.title);
    expect(titles(german, 'fußb')).toEqual(['Fußball']);
    expect(titles(german, 'FUSSBALL')).toEqual(['Fußball']);
    expect(titles(japanese, 'サッカ')).toEqual(['サッカー']);
    expect(titles(japanese, 'プレミア')).toEqual(['プレミアディビジョン']);
  });

  it('links each hit to its page and says where it sits', () => {
    expect(searchPathTree(tree, 'premier')).toEqual([
      {
        kind: 'league',
        id: 11,
        title: 'Premier League',
        context: 'Football · England',
        path: '/sports/competitions/football/england/premier-league',
      },
    ]);
    expect(searchPathTree(tree, 'spain')[0]).toMatchObject({ path: '/sports/competitions/football/spain', context: 'Football' });
    expect(searchPathTree(tree, 'tennis')[0]).toMatchObject({ path: '/sports/239-TENN' });
  });

  it('keeps at most eight hits of a kind', () => {
    const many = [
      node(
        1,
        'Sport',
        Array.from({ length: 12 }, (_, i) => node(100 + i, `Cup land ${i}`)),
      ),
    ];
    expect(searchPathTree(many, 'cup land')).toHaveLength(8);
  });

  it('takes the leagues among the hits for the event search', () => {
    expect(leagueIdsOf(searchPathTree(tree, 'la'))).toEqual([21, 31]);
  });

  it.each<[string, Partial<SportEvent>, string]>([
    ['a pre-match event to its page', {}, '/events/7-a-v-b'],
    ['a live event to the live page', { clock: {} as SportEvent['clock'] }, '/live/7-a-v-b'],
  ])('links %s', (_case, extra, path) => {
    const event = {
      id: 7,
      slug: '7-a-v-b',
      name: 'A v B',
      eventPaths: [
        { id: 240, parentId: null, description: 'Football' },
        { id: 11, parentId: 1, description: 'Premier League' },
      ],
      ...extra,
    } as SportEvent;
    expect(eventHit(event)).toEqual({ kind: 'event', id: 7, title: 'A v B', context: 'Premier League', path });
  });
});
