import { isPageOrigin } from './allowedOrigin';

const page = 'https://savanna.example/en/homepage';

describe('external header origin', () => {
  it.each([
    ['/api/external_header', true],
    ['api/external_header', true],
    ['https://savanna.example/api/external_header', true],
    ['https://cdn.example/header.json', false],
    ['//cdn.example/header.json', false],
    ['http://savanna.example/api/external_header', false],
    ['https://savanna.example:8443/api/external_header', false],
    ['javascript:alert(1)', false],
  ])('%s is on the page origin: %s', (path, expected) => {
    expect(isPageOrigin(path, page)).toBe(expected);
  });
});
