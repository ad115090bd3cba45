import { dstPropsFrameUrl } from './dstProps';

describe('the dst-props frame address', () => {
  it.each([
    [
      'a provider page of its own',
      'https://props.example/embed',
      'https://props.example/embed?operatorId=op-7&token=42.1790000000.sig&l=pt&currency=BRL',
    ],
    [
      'a page that already carries a query, its own parameters kept',
      'http://localhost:4000/api/games/dst-props/play?mode=real',
      'http://localhost:4000/api/games/dst-props/play?mode=real&operatorId=op-7&token=42.1790000000.sig&l=pt&currency=BRL',
    ],
    [
      'a page whose query already names a token: the player’s replaces it',
      'https://props.example/embed?token=stale',
      'https://props.example/embed?token=42.1790000000.sig&operatorId=op-7&l=pt&currency=BRL',
    ],
  ])('%s', (_case, url, frame) => {
    expect(dstPropsFrameUrl({ url, operatorId: 'op-7' }, { token: '42.1790000000.sig', locale: 'pt', currency: 'BRL' })).toBe(
      frame,
    );
  });
});
